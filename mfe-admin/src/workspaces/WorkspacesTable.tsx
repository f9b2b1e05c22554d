import type { WorkspaceOverviewDto } from '@qrpanel/contracts';
import { Badge, Button, Paper, ResponsiveTable, Table, Text, useFormat, useTranslation } from '@qrpanel/web';
import { useAdminDates } from '../format';
import { SortHeader } from '../lists/SortHeader';

/** One row per workspace: its name, owner, members, plan, codes, creation date; the plan action for a super_admin. */
export function WorkspacesTable({
  workspaces,
  sort,
  onSort,
  onSetPlan,
}: {
  workspaces: WorkspaceOverviewDto[];
  sort: string;
  onSort: (sort: string) => void;
  /** Absent for an admin: plans are the super_admin's. */
  onSetPlan?: (workspace: WorkspaceOverviewDto) => void;
}) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const format = useFormat();
  const columns = onSetPlan ? 7 : 6;
  return (
    <Paper withBorder radius="md">
      <ResponsiveTable minWidth={760} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label={t('workspaces.columns.name')} sort={sort} onSort={onSort} />
            <Table.Th>{t('workspaces.columns.owner')}</Table.Th>
            <Table.Th>{t('workspaces.columns.members')}</Table.Th>
            <Table.Th>{t('common.plan')}</Table.Th>
            <Table.Th>{t('workspaces.columns.codes')}</Table.Th>
            <SortHeader
              field="created_at"
              label={t('workspaces.columns.createdAt')}
              sort={sort}
              onSort={onSort}
            />
            {onSetPlan ? <Table.Th>{t('common.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workspaces.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text ta="center" c="dimmed" py="md">
                  {t('workspaces.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            workspaces.map((w) => (
              <Table.Tr key={w.id} data-testid="workspace-row" data-id={w.id}>
                <Table.Td fw={600}>{w.name}</Table.Td>
                <Table.Td>
                  {w.owner ? (
                    <>
                      <Text size="sm">{w.owner.name}</Text>
                      <Text size="xs" c="dimmed">
                        {w.owner.email}
                      </Text>
                    </>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{format.number(w.members)}</Table.Td>
                <Table.Td>
                  {w.plan_name ?? t('workspaces.noLimits')}
                  {w.plan_id !== null ? (
                    <Badge ml="xs" size="xs" variant="light" tt="none">
                      {t('workspaces.ownPlan')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{format.number(w.codes)}</Table.Td>
                <Table.Td>{dates.date(w.created_at)}</Table.Td>
                {onSetPlan ? (
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => onSetPlan(w)}>
                      {t('workspaces.setPlan')}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </ResponsiveTable>
    </Paper>
  );
}
