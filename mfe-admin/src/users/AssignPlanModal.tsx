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
} from '@qrpanel/web';
import type { PlanDto, UserDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { TEXTS } from '../texts';

/** No plan selected: the user goes back to the Free Trial. */
const NONE = 'none';

export function planOptionLabel(plan: Pick<PlanDto, 'name' | 'price' | 'currency' | 'billing_interval'>) {
  return `${plan.name} (${plan.price} ${plan.currency}/${plan.billing_interval})`;
}

async function loadAssignablePlans(): Promise<PlanDto[]> {
  try {
    return await adminApi.assignablePlans();
  } catch (error) {
    // SPEC.md §7: a failure here is only logged; the dialog still offers the Free Trial.
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
  return (
    <AppModal opened={user !== null} onClose={busy ? () => undefined : onClose} title="Assign Plan">
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
  const offered = (plans.data ?? []).filter(
    (p) => p.status === 'active' || p.id === user.subscription_plan_id,
  );

  const save = async () => {
    setBusy(true);
    onBusy(true);
    try {
      await adminApi.assignPlan(user.id, { planId: choice === NONE ? null : Number(choice) });
      notifySuccess(TEXTS.planAssigned);
      onAssigned();
      onClose();
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.planAssignFailed));
    }
    setBusy(false);
    onBusy(false);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {user.name} ({user.email})
      </Text>
      <NativeSelect
        label="Subscription Plan"
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        data={[
          { value: NONE, label: TEXTS.removeSubscription },
          ...offered.map((p) => ({ value: String(p.id), label: planOptionLabel(p) })),
        ]}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Assign Plan
        </Button>
      </Group>
    </Stack>
  );
}
