import {
  ActionIcon,
  Badge,
  errorMessage,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  useTranslation,
} from '@qrpanel/web';
import { ROLES, type Role, type UserDto } from '@qrpanel/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { adminApi } from '../admin-api';

/** Each role's key in the catalog (roles.*). */
const ROLE_KEYS = { super_admin: 'superAdmin', admin: 'admin', user: 'user' } as const satisfies Record<
  Role,
  string
>;

/** docs/product.md, User management: super admin in red, the other roles in blue. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={role === 'super_admin' ? 'red' : 'blue'} variant="filled" data-role={role}>
      {t(`roles.${ROLE_KEYS[role]}`)}
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
  const { t } = useTranslation(['admin', 'web']);
  if (!editing) return <RoleBadge role={user.role} />;

  const save = async () => {
    setBusy(true);
    try {
      await adminApi.changeRole(user.id, role);
      notifySuccess(t('users.roleUpdated'));
      onChanged();
      onDone();
    } catch (e) {
      notifyError(errorMessage(e, t('users.roleUpdateFailed')));
    }
    setBusy(false);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <NativeSelect
        size="xs"
        aria-label={t('users.roleOf', { name: user.name })}
        value={role}
        onChange={(e) => setRole(e.currentTarget.value as Role)}
        data={ROLES.map((r) => ({ value: r, label: t(`roles.${ROLE_KEYS[r]}`) }))}
      />
      <ActionIcon color="green" aria-label={t('users.saveRole')} onClick={() => void save()} loading={busy}>
        <IconCheck size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        color="gray"
        variant="light"
        aria-label={t('web:common.cancel')}
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
