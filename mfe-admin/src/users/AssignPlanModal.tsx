import {
  AppModal,
  Button,
  errorMessage,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  Stack,
  Text,
  useTranslation,
} from '@qrpanel/web';
import type { PlanDto, UserDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';

/** No plan selected: the user goes back to the Free Trial. */
const NONE = 'none';

/** The plans an administrator may give (the Assign Plan and workspace plan dialogs share the query). */
export async function loadAssignablePlans(): Promise<PlanDto[]> {
  try {
    return await adminApi.assignablePlans();
  } catch (error) {
    // docs/product.md, User management: a failure here is only logged; the dialog still offers the Free
    // Trial.
    console.error('Could not load the plans for the Assign Plan dialog.', error);
    return [];
  }
}

export interface AssignPlanModalProps {
  user: UserDto | null;
  onClose: () => void;
  onAssigned: () => void;
}

/** Puts a user on a plan, or back on the Free Trial. Archived plans cannot be chosen. */
export function AssignPlanModal({ user, onClose, onAssigned }: AssignPlanModalProps) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('admin');
  return (
    <AppModal
      opened={user !== null}
      onClose={busy ? () => undefined : onClose}
      title={t('users.assign.title')}
    >
      {user ? (
        <AssignPlanForm
          key={user.id}
          user={user}
          onClose={onClose}
          onAssigned={onAssigned}
          onBusy={setBusy}
        />
      ) : null}
    </AppModal>
  );
}

interface AssignPlanFormProps {
  user: UserDto;
  onClose: () => void;
  onAssigned: () => void;
  onBusy: (busy: boolean) => void;
}

function AssignPlanForm({ user, onClose, onAssigned, onBusy }: AssignPlanFormProps) {
  const plans = useQuery({ queryKey: ADMIN_KEYS.assignablePlans, queryFn: loadAssignablePlans });
  const [choice, setChoice] = useState(user.subscription_plan_id ? String(user.subscription_plan_id) : NONE);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['admin', 'web']);
  const offered = (plans.data ?? []).filter(
    (p) => p.status === 'active' || p.id === user.subscription_plan_id,
  );

  const save = async () => {
    setBusy(true);
    onBusy(true);
    try {
      await adminApi.assignPlan(user.id, { planId: choice === NONE ? null : Number(choice) });
      notifySuccess(t('users.assign.done'));
      onAssigned();
      onClose();
    } catch (e) {
      notifyError(errorMessage(e, t('users.assign.failed')));
    }
    setBusy(false);
    onBusy(false);
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('users.assign.who', { name: user.name, email: user.email })}</Text>
      <NativeSelect
        label={t('users.assign.planLabel')}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[
          { value: NONE, label: t('users.assign.removeSubscription') },
          ...offered.map((p) => ({
            value: String(p.id),
            label: t('users.assign.option', {
              name: p.name,
              price: p.price,
              currency: p.currency,
              interval: t(`intervals.${p.billing_interval}`),
            }),
          })),
        ]}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('web:common.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          {t('users.assign.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
