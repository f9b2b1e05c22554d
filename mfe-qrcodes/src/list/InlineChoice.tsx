import { ActionIcon, Group, NativeSelect, useTranslation } from '@qrpanel/web';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';

export interface InlineChoiceProps {
  /** The select's accessible name ('Status for Menu'). */
  label: string;
  value: string;
  options: { value: string; label: string }[];
  busy: boolean;
  onSave: (value: string) => void;
  onCancel: () => void;
}

/** A dropdown in a table cell with save and cancel (status and owner in the admin list). */
export function InlineChoice({ label, value, options, busy, onSave, onCancel }: InlineChoiceProps) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const [chosen, setChosen] = useState(value);
  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        aria-label={label}
        size="xs"
        value={chosen}
        data={options}
        disabled={busy}
        onChange={(e) => setChosen(e.currentTarget.value)}
      />
      <ActionIcon
        color="green"
        variant="light"
        aria-label={t('list.row.save')}
        loading={busy}
        onClick={() => onSave(chosen)}
      >
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        color="gray"
        variant="light"
        aria-label={t('web:common.cancel')}
        disabled={busy}
        onClick={onCancel}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
