import type { ApiKeyDto } from '@qrpanel/contracts';
import { Badge, Button, ConfirmDialog, Group, Table, Text, useFormat, useTranslation } from '@qrpanel/web';
import { useState } from 'react';
import { UpgradeModal } from '../form/UpgradeModal';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { ListSection } from '../ui/ListSection';
import { useApiKeys } from './use-api-keys';

/** API keys: make one (shown once), see each with its creation and last use, revoke one. */
export function ApiKeysSection() {
  const { keys, create, revoke, upgrade, closeUpgrade } = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('developers.apiKeys.neverUsed'));

  return (
    <ListSection
      title={t('developers.apiKeys.title')}
      intro={t('developers.apiKeys.intro')}
      newLabel={t('developers.apiKeys.new')}
      onNew={() => setCreating(true)}
      list={keys}
      texts={{
        loading: t('developers.apiKeys.loading'),
        loadFailed: t('developers.apiKeys.loadFailed'),
        empty: t('developers.apiKeys.empty'),
      }}
      head={
        <>
          <Table.Th>{t('developers.apiKeys.columns.name')}</Table.Th>
          <Table.Th>{t('developers.apiKeys.columns.key')}</Table.Th>
          <Table.Th>{t('developers.apiKeys.columns.scopes')}</Table.Th>
          <Table.Th>{t('developers.apiKeys.columns.created')}</Table.Th>
          <Table.Th>{t('developers.apiKeys.columns.lastUsed')}</Table.Th>
          <Table.Th aria-label={t('developers.actions')} />
        </>
      }
      row={(key) => (
        <Table.Tr key={key.id}>
          <Table.Td>{key.name}</Table.Td>
          <Table.Td>
            <Text ff="monospace" size="sm">
              {key.prefix}…
            </Text>
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {key.scopes.map((scope) => (
                <Badge key={scope} variant="light" tt="none">
                  {scope}
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td>{when(key.created_at)}</Table.Td>
          <Table.Td>{when(key.last_used_at)}</Table.Td>
          <Table.Td>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => setRevoking(key)}
              aria-label={t('developers.apiKeys.revokeNamed', { name: key.name })}
            >
              {t('developers.apiKeys.revoke')}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    >
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} onCreate={create} />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('developers.apiKeys.revokeTitle')}
        message={revoking ? t('developers.apiKeys.revokeConfirm', { name: revoking.name }) : ''}
        confirmLabel={t('developers.apiKeys.revoke')}
        danger
        busy={busy}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          setBusy(true);
          void revoke(revoking!).finally(() => {
            setBusy(false);
            setRevoking(null);
          });
        }}
      />
      <UpgradeModal opened={upgrade !== null} message={upgrade || undefined} onClose={closeUpgrade} />
    </ListSection>
  );
}
