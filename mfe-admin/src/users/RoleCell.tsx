import {
  ActionIcon,
  Badge,
  errorMessage,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
} from '@qrpanel/web';
import { ROLE_LABELS, ROLES, type Role, type UserDto } from '@qrpanel/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { adminApi } from '../admin-api';
import { TEXTS } from '../texts';

/** SPEC.md: super admin in red, the other roles in blue. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge color={role === 'super_admin' ? 'red' : 'blue'} variant="filled" data-role={role}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export interface RoleCellProps {
  user: UserDto;
  editing: boolean;
  onDone: () => void;
  onChanged: () => void;
}

/** The role, or (while Edit Role is on) a choice of role with save and cancel. */
export function RoleCell({ user, editing, onDone, onChanged }: RoleCellProps) {
  const [role, setRole] = useState<Role>(user.role);
  const [busy, setBusy] = useState(false);
  if (!editing) return <RoleBadge role={user.role} />;

  const save = async () => {
    setBusy(true);
    try {
      await adminApi.changeRole(user.id, role);
      notifySuccess(TEXTS.roleUpdated);
      onChanged();
      onDone();
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.roleUpdateFailed));
    }
    setBusy(false);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        size="xs"
        aria-label={`Role of ${user.name}`}
        value={role}
        onChange={(e) => setRole(e.currentTarget.value as Role)}
        data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
      />
      <ActionIcon color="green" aria-label="Save role" onClick={() => void save()} loading={busy}>
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        color="gray"
        variant="light"
        aria-label="Cancel"
        onClick={() => {
          setRole(user.role);
          onDone();
        }}
        disabled={busy}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
