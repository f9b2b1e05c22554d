import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  notifyError,
  notifySuccess,
  PageTitle,
  SimpleGrid,
  Text,
} from '@qrpanel/web';
import { MESSAGES, type PlanDto } from '@qrpanel/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { SuperAdminOnly } from '../SuperAdminOnly';
import { BuildStamp } from '../BuildStamp';
import { PlanCard } from '../plans/PlanCard';
import { PlanFormModal } from '../plans/PlanFormModal';
import { TEXTS } from '../texts';

/** /admin/plans: the plans on offer and archived, with their subscribers. */
export default function PlanManagement() {
  return (
    <SuperAdminOnly title={<PageTitle title="Plan Management" />} message={MESSAGES.forbidden}>
      <PlanManagementScreen />
    </SuperAdminOnly>
  );
}

function PlanManagementScreen() {
  const queryClient = useQueryClient();
  const plans = useQuery({ queryKey: ADMIN_KEYS.plans, queryFn: adminApi.plans, staleTime: 0 });
  const [form, setForm] = useState<{ plan: PlanDto | null } | null>(null);
  const [archiving, setArchiving] = useState<PlanDto | null>(null);
  const [archiveBusy, setArchiveBusy] = useState(false);

  useEffect(() => {
    if (plans.isError) notifyError(errorMessage(plans.error, TEXTS.plansLoadFailed));
  }, [plans.isError, plans.error]);

  // Every plan list (this grid, the Assign Plan dialog) reloads after a change.
  const reload = () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.plans });

  const confirmArchive = async () => {
    if (!archiving) return;
    setArchiveBusy(true);
    try {
      await adminApi.archivePlan(archiving.id);
      notifySuccess(TEXTS.planArchived);
      setArchiving(null);
      reload();
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.planArchiveFailed));
    }
    setArchiveBusy(false);
  };

  return (
    <>
      <PageTitle
        title="Plan Management"
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ plan: null })}>
            Create New Plan
          </Button>
        }
      />
      {plans.isPending ? (
        <LoadingState text={TEXTS.loadingPlans} />
      ) : plans.isError ? (
        <ErrorState message={errorMessage(plans.error, TEXTS.plansLoadFailed)} onRetry={reload} />
      ) : plans.data.length === 0 ? (
        <Text c="dimmed">{TEXTS.noPlans}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              onEdit={() => setForm({ plan })}
              onArchive={() => setArchiving(plan)}
            />
          ))}
        </SimpleGrid>
      )}
      <BuildStamp />
      <PlanFormModal
        opened={form !== null}
        plan={form?.plan ?? null}
        onClose={() => setForm(null)}
        onSaved={reload}
      />
      <ConfirmDialog
        opened={archiving !== null}
        title="Archive Plan"
        message={archiving ? TEXTS.archiveQuestion(archiving.name) : ''}
        confirmLabel="Archive"
        danger
        busy={archiveBusy}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      />
    </>
  );
}
