import type { QrCodeDto } from '@qrpanel/contracts';
import { ActionIcon, Group, StatusBadge, Text, UnstyledButton, useTranslation } from '@qrpanel/web';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineChoice } from './InlineChoice';
import type { OwnerOption } from './list-filter';
import { formEditable } from '../form/form-editable';

/** A cell that turns into a dropdown with save and cancel when clicked. */
function useEditing(onSave: (value: string) => Promise<boolean>) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async (value: string) => {
    setBusy(true);
    const ok = await onSave(value);
    setBusy(false);
    if (ok) setEditing(false);
  };
  return { editing, busy, open: () => setEditing(true), close: () => setEditing(false), save };
}

export function StatusCell({
  code,
  editable,
  options,
  onSave,
}: {
  code: QrCodeDto;
  editable: boolean;
  options: { value: string; label: string }[];
  onSave: (status: string) => Promise<boolean>;
}) {
  const { t } = useTranslation(['qrcodes', 'web']);
  const cell = useEditing(onSave);
  if (!code.status) return <Text c="dimmed">—</Text>;
  if (!editable) return <StatusBadge status={code.status} />;
  if (cell.editing) {
    return (
      <InlineChoice
        label={t('list.row.statusFor', { label: code.label })}
        value={code.status === 'expired' ? 'active' : code.status}
        options={options}
        busy={cell.busy}
        onSave={(v) => void cell.save(v)}
        onCancel={cell.close}
      />
    );
  }
  return (
    // Its name starts with the status it shows (WCAG 2.5.3, label in name).
    <UnstyledButton
      onClick={cell.open}
      aria-label={t('list.row.changeStatus', { label: code.label, status: t(`web:status.${code.status}`) })}
    >
      <StatusBadge status={code.status} />
    </UnstyledButton>
  );
}

export function OwnerCell({
  code,
  owners,
  onSave,
}: {
  code: QrCodeDto;
  owners: OwnerOption[];
  onSave: (userId: number) => Promise<boolean>;
}) {
  const { t } = useTranslation('qrcodes');
  const cell = useEditing((value) => onSave(Number(value)));
  const name = code.owner?.name ?? t('list.row.unknownOwner', { id: String(code.user_id) });
  // Static codes cannot be reassigned (docs/product.md, Static and dynamic).
  if (code.generation_type === 'static') return <Text size="sm">{name}</Text>;
  if (cell.editing) {
    return (
      <InlineChoice
        label={t('list.row.assignTo', { label: code.label })}
        value={String(code.user_id)}
        options={owners.map((o) => ({
          value: String(o.id),
          label: t('list.row.owner', { name: o.name, email: o.email }),
        }))}
        busy={cell.busy}
        onSave={(v) => void cell.save(v)}
        onCancel={cell.close}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={cell.open}
      aria-label={t('list.row.reassign', { label: code.label, name })}
      style={{ textDecoration: 'underline dotted' }}
    >
      <Text size="sm" component="span">
        {name}
      </Text>
    </UnstyledButton>
  );
}

/** View, edit and delete; a viewer (no onDelete) views only. */
export function RowActions({ code, onDelete }: { code: QrCodeDto; onDelete?: () => void }) {
  const { t } = useTranslation('qrcodes');
  const editable = formEditable(code);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={`/show-qrcode/${code.id}`}
        variant="subtle"
        aria-label={t('list.row.view')}
        title={t('list.row.view')}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {!onDelete ? null : !editable ? (
        <ActionIcon
          variant="subtle"
          disabled
          aria-label={t(code.generation_type === 'static' ? 'list.row.editStatic' : 'list.row.editNotInForm')}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <ActionIcon
          component={Link}
          to={`/edit-qrcode/${code.id}`}
          variant="subtle"
          aria-label={t('list.row.edit')}
          title={t('list.row.edit')}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      )}
      {onDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('list.row.delete')}
          title={t('list.row.delete')}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
