import '../i18n';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  i18n,
  LoadingState,
  notifyError,
  notifySuccess,
  PageTitle,
  SimpleGrid,
  Text,
  useTranslation,
} from '@qrpanel/web';
import type { PlanDto } from '@qrpanel/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { SuperAdminOnly } from '../SuperAdminOnly';
import { BuildStamp } from '../BuildStamp';
import { PlanCard } from '../plans/PlanCard';
import { PlanFormModal } from '../plans/PlanFormModal';

/** /admin/plans: the plans on offer and archived, with their subscribers. */
export default function PlanManagement() {
  const { t } = useTranslation('admin');
  return (
    <SuperAdminOnly title={<PageTitle title={t('plans.title')} />} message={t('plans.forbidden')}>
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
  const { t } = useTranslation('admin');

  useEffect(() => {
    if (plans.isError) notifyError(errorMessage(plans.error, i18n.t('admin:plans.loadFailed')));
  }, [plans.isError, plans.error]);

  // Every plan list (this grid, the Assign Plan dialog) reloads after a change.
  const reload = () => void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.plans });

  const confirmArchive = async () => {
    if (!archiving) return;
    setArchiveBusy(true);
    try {
      await adminApi.archivePlan(archiving.id);
      notifySuccess(t('plans.archive.done'));
      setArchiving(null);
      reload();
    } catch (e) {
      notifyError(errorMessage(e, t('plans.archive.failed')));
    }
    setArchiveBusy(false);
  };

  return (
    <>
      <PageTitle
        title={t('plans.title')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm({ plan: null })}>
            {t('plans.create')}
          </Button>
        }
      />
      {plans.isPending ? (
        <LoadingState text={t('plans.loading')} />
      ) : plans.isError ? (
        <ErrorState message={errorMessage(plans.error, t('plans.loadFailed'))} onRetry={reload} />
      ) : plans.data.length === 0 ? (
        <Text c="dimmed">{t('plans.empty')}</Text>
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
        title={t('plans.archive.title')}
        message={archiving ? t('plans.archive.question', { name: archiving.name }) : ''}
        confirmLabel={t('plans.archive.confirm')}
        danger
        busy={archiveBusy}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      />
    </>
  );
}
