import { SHORT_KEY_PATTERN } from '@qrpanel/contracts';
import { Text, TextInput, useDebouncedValue, useTranslation } from '@qrpanel/web';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { qrApi } from '../api/qr-api';

/** How long typing pauses before the key is checked. */
const CHECK_AFTER_MS = 300;

export interface ShortKeyFieldProps {
  /** The key as typed ('' on a new code: one is made for it). */
  value: string;
  onChange: (key: string) => void;
  /** The code being edited: its own key is free to it. */
  codeId?: number;
  /** The key the code has (an edit): nothing to check while it stays. */
  current?: string | null;
  /** A scanned code keeps its key: its prints carry it. */
  locked: boolean;
  /** The api's message for the field, after a save. */
  error?: string;
}

/**
 * A dynamic code's short address, `{host}/{key}` (docs/product.md, Short links): a key of
 * one's choosing, checked as it is typed (free, taken, one of the panel's words), or left
 * empty for one made for it.
 */
export function ShortKeyField({ value, onChange, codeId, current, locked, error }: ShortKeyFieldProps) {
  const { t } = useTranslation('qrcodes');
  const key = value.trim();
  const [settled] = useDebouncedValue(key, CHECK_AFTER_MS);
  const check = useQuery({
    queryKey: ['qrcodes', 'key-check', settled, codeId ?? null],
    queryFn: () => qrApi.checkKey(settled, codeId),
    enabled: !locked && settled !== '' && settled !== current && SHORT_KEY_PATTERN.test(settled),
    staleTime: 5_000,
  });
  const answer = settled === key && key !== current ? check.data : undefined;
  const wellFormed = key === '' || SHORT_KEY_PATTERN.test(key);
  const problem =
    error ?? (!wellFormed ? t('form.key.invalid') : answer && !answer.available ? answer.message : undefined);
  const description = locked ? t('form.key.locked') : t(codeId ? 'form.key.hintEdit' : 'form.key.hint');
  return (
    <TextInput
      label={t('form.key.label')}
      name="key"
      value={value}
      disabled={locked}
      maxLength={64}
      autoComplete="off"
      spellCheck={false}
      leftSection={
        <Text size="sm" c="dimmed" pl="xs" style={{ whiteSpace: 'nowrap' }}>
          {`${window.location.host}/`}
        </Text>
      }
      leftSectionWidth={`calc(${window.location.host.length + 1}ch + 1.25rem)`}
      placeholder={t('form.key.placeholder')}
      description={
        answer?.available && !problem ? (
          // The description's own colour, which keeps its contrast; the tick says it is good news.
          <span role="status">
            <IconCheck size={12} color="var(--mantine-color-teal-6)" aria-hidden /> {answer.message}
          </span>
        ) : (
          description
        )
      }
      error={problem}
      onChange={(e) => onChange(e.currentTarget.value)}
      // Enter here would save the form with a key not yet checked.
      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
    />
  );
}
