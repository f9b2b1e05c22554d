import '../i18n';
import type { WorkspaceOverviewDto } from '@qrpanel/contracts';
import {
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  TextInput,
  useCurrentUser,
  useTranslation,
} from '@qrpanel/web';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { BuildStamp } from '../BuildStamp';
import { useServerList } from '../lists/use-server-list';
import { UserPages } from '../users/UserPages';
import { WorkspacePlanModal } from '../workspaces/WorkspacePlanModal';
import { WorkspacesTable } from '../workspaces/WorkspacesTable';

const PAGE_SIZE = 25;

/** /admin/workspaces (admins): every workspace, its owner, members, plan and codes; a super_admin sets its plan. */
export default function Workspaces() {
  const { t } = useTranslation('admin');
  const superAdmin = useCurrentUser()?.role === 'super_admin';
  const list = useServerList('workspaces', ADMIN_KEYS.workspaces, adminApi.workspacesPage, PAGE_SIZE);
  const [planning, setPlanning] = useState<WorkspaceOverviewDto | null>(null);
  return (
    <>
      <PageTitle title={t('workspaces.title')} />
      <TextInput
        mb="md"
        maw={360}
        aria-label={t('workspaces.searchLabel')}
        placeholder={t('workspaces.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
      />
      {list.rows.isPending ? (
        <LoadingState text={t('workspaces.loading')} />
      ) : list.rows.isError ? (
        <ErrorState
          message={errorMessage(list.rows.error, t('workspaces.loadFailed'))}
          onRetry={() => void list.rows.refetch()}
        />
      ) : (
        <WorkspacesTable
          workspaces={list.items}
          sort={list.sort}
          onSort={list.setSort}
          onSetPlan={superAdmin ? setPlanning : undefined}
        />
      )}
      <UserPages pages={list.pages} page={list.page} onChange={list.setPage} />
      <BuildStamp />
      <WorkspacePlanModal
        workspace={planning}
        onClose={() => setPlanning(null)}
        onSaved={() => void list.rows.refetch()}
      />
    </>
  );
}
