import { Button, Group, NativeSelect, Pagination, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditEntryDto } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en.json';
import { errorMessage, fieldErrors } from '../api/api-error';
import { useFormat } from '../i18n/format';
import { notifyError } from '../notifications';
import { ErrorState, LoadingState } from '../ui/page-states';
import { ResponsiveTable } from '../ui/ResponsiveTable';
import { auditCsv, auditPage, saveBlob, type AuditFilters, type AuditScope } from './audit-api';
import { describeDetails } from './audit-details';

const PAGE_SIZE = 25;
type ActionKey = `audit.actions.${keyof typeof en.audit.actions}`;
/** An action's name in the catalog: its dot as an underscore (code.updated: code_updated). */
const actionKey = (action: AuditAction) => `audit.actions.${action.replace('.', '_')}` as ActionKey;
const FILTERS = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
/** The prefixes offered beside each action: every action of a kind (code., member., …). */
const PREFIXES = [...new Set(AUDIT_ACTIONS.map((a) => `${a.split('.')[0]}.`))];

export interface AuditLogViewProps {
  scope: AuditScope;
}

/**
 * An audit log: its entries newest first (time, actor, action, target, details), filters by
 * actor, action, target and dates, pages, and the matching entries as a CSV download. The
 * workspace's screen (shell) and the instance's (mfe-admin) show it alike; a table that
 * turns into cards on a phone.
 */
export function AuditLogView({ scope }: AuditLogViewProps) {
  const { t } = useTranslation('web');
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const entries = useQuery({
    queryKey: ['audit', scope, filters, page],
    queryFn: () => auditPage(scope, filters, page, PAGE_SIZE),
    retry: false,
  });
  const problems = fieldErrors(entries.error);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await auditCsv(scope, filters), 'audit-log.csv');
    } catch (error) {
      notifyError(errorMessage(error, t('audit.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label={t('audit.filters')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('audit.actor')}
            placeholder={t('audit.actorPlaceholder')}
            inputMode="numeric"
            w={140}
            value={draft.actor ?? ''}
            error={problems.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('audit.action')}
            w={220}
            value={draft.action ?? ''}
            error={problems.action}
            data={[
              { value: '', label: t('audit.anyAction') },
              ...PREFIXES.map((p) => ({ value: p, label: t('audit.everyOf', { kind: p }) })),
              ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a })),
            ]}
            onChange={(e) => setDraft({ ...draft, action: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('audit.targetType')}
            w={150}
            value={draft.target_type ?? ''}
            error={problems.target_type}
            data={[
              { value: '', label: t('audit.anyTarget') },
              ...AUDIT_TARGET_TYPES.map((v) => ({ value: v, label: v })),
            ]}
            onChange={(e) => setDraft({ ...draft, target_type: e.currentTarget.value })}
          />
          <TextInput
            label={t('audit.targetId')}
            inputMode="numeric"
            w={110}
            value={draft.target_id ?? ''}
            error={problems.target_id}
            onChange={(e) => setDraft({ ...draft, target_id: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('audit.from')}
            w={160}
            value={draft.from ?? ''}
            error={problems.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('audit.to')}
            w={160}
            value={draft.to ?? ''}
            error={problems.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft({});
              setFilters({});
              setPage(1);
            }}
            disabled={FILTERS.every((f) => !draft[f] && !filters[f])}
          >
            {t('audit.clear')}
          </Button>
          <Button variant="light" ml="auto" loading={downloading} onClick={() => void download()}>
            {t('audit.download')}
          </Button>
        </Group>
      </Paper>
      {entries.isPending ? (
        <LoadingState text={t('audit.loading')} />
      ) : entries.isError ? (
        <ErrorState
          message={errorMessage(entries.error, t('audit.loadFailed'))}
          onRetry={() => void entries.refetch()}
        />
      ) : (
        <>
          <AuditTable entries={entries.data.items} showWorkspace={scope === 'instance'} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('audit.total', { count: entries.data.total })}
            </Text>
            {entries.data.total > PAGE_SIZE ? (
              <Pagination
                total={Math.ceil(entries.data.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                aria-label={t('audit.pages')}
              />
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}

function AuditTable({ entries, showWorkspace }: { entries: AuditEntryDto[]; showWorkspace: boolean }) {
  const { t } = useTranslation('web');
  const format = useFormat();
  return (
    <ResponsiveTable minWidth={760} striped verticalSpacing="sm" aria-label={t('audit.tableLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.time')}</Table.Th>
          {showWorkspace ? <Table.Th>{t('audit.workspace')}</Table.Th> : null}
          <Table.Th>{t('audit.actor')}</Table.Th>
          <Table.Th>{t('audit.action')}</Table.Th>
          <Table.Th>{t('audit.target')}</Table.Th>
          <Table.Th>{t('audit.details')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={showWorkspace ? 6 : 5}>
              <Text c="dimmed" ta="center" py="md">
                {t('audit.empty')}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
              <Table.Td>{format.dateTime(entry.created_at)}</Table.Td>
              {showWorkspace ? <Table.Td>{entry.workspace_id ?? t('audit.instance')}</Table.Td> : null}
              <Table.Td>
                <Text size="sm">{entry.actor_label}</Text>
                <Text size="xs" c="dimmed">
                  {t(`audit.actorTypes.${entry.actor_type}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(actionKey(entry.action))}</Text>
                <Text size="xs" c="dimmed">
                  {entry.action}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm">{entry.target_label}</Text>
                <Text size="xs" c="dimmed">
                  {entry.target_type}
                  {entry.target_id === null ? '' : ` #${entry.target_id}`}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {describeDetails(entry.details).map((line) => (
                  <Text size="sm" key={line}>
                    {line}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
