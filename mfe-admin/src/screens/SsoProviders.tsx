import '../i18n';
import {
  Badge,
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  Group,
  LoadingState,
  notifyError,
  notifySuccess,
  PageTitle,
  Paper,
  Stack,
  Text,
  useTranslation,
} from '@qrpanel/web';
import type { SsoProviderDto } from '@qrpanel/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BuildStamp } from '../BuildStamp';
import { SsoProviderFormModal } from '../sso/SsoProviderFormModal';
import { SSO_PROVIDERS_KEY, ssoProvidersApi } from '../sso/sso-providers-api';
import { SuperAdminOnly } from '../SuperAdminOnly';

/** /admin/sso: the OpenID Connect providers people sign in with (docs/product.md, Single sign-on). */
export default function SsoProviders() {
  const { t } = useTranslation('admin');
  return (
    <SuperAdminOnly title={<PageTitle title={t('sso.title')} />} message={t('sso.forbidden')}>
      <SsoProvidersScreen />
    </SuperAdminOnly>
  );
}

function SsoProvidersScreen() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const providers = useQuery({ queryKey: SSO_PROVIDERS_KEY, queryFn: ssoProvidersApi.list, staleTime: 0 });
  const [form, setForm] = useState<{ provider: SsoProviderDto | null } | null>(null);
  const [removing, setRemoving] = useState<SsoProviderDto | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: SSO_PROVIDERS_KEY });

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await ssoProvidersApi.remove(removing.id);
      notifySuccess(t('sso.removed', { name: removing.name }));
      setRemoving(null);
      reload();
    } catch (e) {
      notifyError(errorMessage(e, t('sso.removeFailed')));
    }
    setBusy(false);
  };

  return (
    <>
      <PageTitle
        title={t('sso.title')}
        actions={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setForm({ provider: null })}
          >
            {t('sso.create')}
          </Button>
        }
      />
      <Text mb="md">{t('sso.intro')}</Text>
      {providers.isPending ? (
        <LoadingState text={t('sso.loading')} />
      ) : providers.isError ? (
        <ErrorState message={errorMessage(providers.error, t('sso.loadFailed'))} onRetry={reload} />
      ) : providers.data.length === 0 ? (
        <Text c="dimmed">{t('sso.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label={t('sso.title')} style={{ listStyle: 'none', padding: 0 }}>
          {providers.data.map((p) => (
            <ProviderRow
              key={p.id}
              provider={p}
              onEdit={() => setForm({ provider: p })}
              onRemove={() => setRemoving(p)}
            />
          ))}
        </Stack>
      )}
      <BuildStamp />
      <SsoProviderFormModal
        opened={form !== null}
        provider={form?.provider ?? null}
        onClose={() => setForm(null)}
        onSaved={reload}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('sso.removeTitle')}
        message={removing ? t('sso.removeQuestion', { name: removing.name }) : ''}
        confirmLabel={t('sso.remove')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

interface ProviderRowProps {
  provider: SsoProviderDto;
  onEdit: () => void;
  onRemove: () => void;
}

function ProviderRow({ provider: p, onEdit, onRemove }: ProviderRowProps) {
  const { t } = useTranslation('admin');
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="sso-provider">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{p.name}</Text>
            <Badge color={p.enabled ? 'green' : 'gray'} variant="light">
              {p.enabled ? t('sso.enabled') : t('sso.disabled')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {p.issuer} · {p.slug}
          </Text>
          <Text size="sm">
            {p.auto_create
              ? t('sso.autoCreateFor', { domains: p.allowed_domains.join(', ') })
              : t('sso.existingOnly')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={onEdit} aria-label={t('sso.editOne', { name: p.name })}>
            {t('sso.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('sso.removeOne', { name: p.name })}
          >
            {t('sso.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
