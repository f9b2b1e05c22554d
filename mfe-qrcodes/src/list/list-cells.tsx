import type { QrCodeDto } from '@qrpanel/contracts';
import { ActionIcon, Group, StatusBadge, Text, UnstyledButton } from '@qrpanel/web';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InlineChoice } from './InlineChoice';
import type { OwnerOption } from './list-filter';

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
  const cell = useEditing(onSave);
  if (!code.status) return <Text c="dimmed">—</Text>;
  if (!editable) return <StatusBadge status={code.status} />;
  if (cell.editing) {
    return (
      <InlineChoice
        label={`Status for ${code.label}`}
        value={code.status === 'expired' ? 'active' : code.status}
        options={options}
        busy={cell.busy}
        onSave={(v) => void cell.save(v)}
        onCancel={cell.close}
      />
    );
  }
  return (
    <UnstyledButton onClick={cell.open} aria-label={`Change status of ${code.label}`}>
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
  const cell = useEditing((value) => onSave(Number(value)));
  const name = code.owner?.name ?? `User #${code.user_id}`;
  // Static codes cannot be reassigned (SPEC.md §4).
  if (code.generation_type === 'static') return <Text size="sm">{name}</Text>;
  if (cell.editing) {
    return (
      <InlineChoice
        label={`Assign ${code.label} to`}
        value={String(code.user_id)}
        options={owners.map((o) => ({ value: String(o.id), label: `${o.name} (${o.email})` }))}
        busy={cell.busy}
        onSave={(v) => void cell.save(v)}
        onCancel={cell.close}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={cell.open}
      aria-label={`Reassign ${code.label}, assigned to ${name}`}
      style={{ textDecoration: 'underline dotted' }}
    >
      <Text size="sm" component="span">
        {name}
      </Text>
    </UnstyledButton>
  );
}

export function RowActions({ code, onDelete }: { code: QrCodeDto; onDelete: () => void }) {
  const isStatic = code.generation_type === 'static';
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={`/show-qrcode/${code.id}`}
        variant="subtle"
        aria-label="View Details"
        title="View Details"
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {isStatic ? (
        <ActionIcon variant="subtle" disabled aria-label="Edit (static codes cannot be edited)">
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <ActionIcon
          component={Link}
          to={`/edit-qrcode/${code.id}`}
          variant="subtle"
          aria-label="Edit"
          title="Edit"
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red" aria-label="Delete" title="Delete" onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
