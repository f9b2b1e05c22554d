import {
  Button,
  ConfirmDialog,
  errorMessage,
  Group,
  Loader,
  notifyError,
  notifySuccess,
  Paper,
  Stack,
  Text,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { SsoIdentityDto, SsoProviderSummaryDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SSO_IDENTITIES_QUERY_KEY, ssoApi, useSsoProviders } from '../auth/sso-api';
import { relativeTime } from './SessionsSection';

/**
 * The sign-in providers linked to the account (docs/product.md, Single sign-on): linking
 * goes through the provider and comes back to /settings?sso=…, which this section finishes;
 * unlinking asks first, and the api refuses the account's last way to sign in.
 */
export function SsoSection() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const providers = useSsoProviders();
  const { data: identities } = useQuery({ queryKey: SSO_IDENTITIES_QUERY_KEY, queryFn: ssoApi.identities });
  const [unlinking, setUnlinking] = useState<SsoIdentityDto | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SSO_IDENTITIES_QUERY_KEY });
  useFinishedLink(() => void refresh());
  if (providers.length === 0 && !identities?.length) return null;

  const link = async (provider: SsoProviderSummaryDto) => {
    setBusy(true);
    try {
      window.location.assign((await ssoApi.startLink(provider.slug)).url);
    } catch (e) {
      notifyError(errorMessage(e, t('account.sso.failed')));
      setBusy(false);
    }
  };

  const unlink = async (identity: SsoIdentityDto) => {
    setBusy(true);
    try {
      await ssoApi.unlink(identity.id);
      notifySuccess(t('account.sso.unlinked', { name: identity.provider_name }));
    } catch (e) {
      notifyError(errorMessage(e, t('account.sso.failed')));
    } finally {
      setBusy(false);
      setUnlinking(null);
      void refresh();
    }
  };

  const linkable = providers.filter((p) => !identities?.some((i) => i.provider_slug === p.slug));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sso-heading">
      <Title order={2} fz="lg" mb="md" id="sso-heading">
        {t('account.sso.title')}
      </Title>
      <Stack gap="md">
        <Text size="sm">{t('account.sso.intro')}</Text>
        {!identities ? (
          <Loader size="sm" />
        ) : identities.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account.sso.none')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('account.sso.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {identities.map((identity) => (
              <IdentityRow
                key={identity.id}
                identity={identity}
                busy={busy}
                onUnlink={() => setUnlinking(identity)}
              />
            ))}
          </Stack>
        )}
        {linkable.length ? (
          <Group gap="xs">
            {linkable.map((p) => (
              <Button key={p.slug} variant="default" disabled={busy} onClick={() => void link(p)}>
                {t('account.sso.link', { name: p.name })}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={unlinking !== null}
        title={t('account.sso.confirmTitle')}
        message={t('account.sso.confirmMessage', { name: unlinking?.provider_name ?? '' })}
        confirmLabel={t('account.sso.unlink')}
        danger
        busy={busy}
        onConfirm={() => unlinking && void unlink(unlinking)}
        onCancel={() => setUnlinking(null)}
      />
    </Paper>
  );
}

/** On the way back from a provider (/settings?sso=…): links what the code stands for, once. */
function useFinishedLink(onLinked: () => void) {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const code = params.get('sso');
  const done = useRef(false);
  useEffect(() => {
    if (!code || done.current) return;
    done.current = true;
    setParams({}, { replace: true });
    ssoApi
      .finishLink(code)
      .then((identity) => {
        notifySuccess(t('account.sso.linked', { name: identity.provider_name }));
        onLinked();
      })
      .catch((e: unknown) => notifyError(errorMessage(e, t('account.sso.failed'))));
  }, [code, onLinked, setParams, t]);
}

function IdentityRow({
  identity,
  busy,
  onUnlink,
}: {
  identity: SsoIdentityDto;
  busy: boolean;
  onUnlink: () => void;
}) {
  const { t, i18n } = useTranslation('shell');
  const lastUsed = identity.last_used_at
    ? relativeTime(identity.last_used_at, i18n.language)
    : t('account.sso.neverUsed');
  return (
    <Group component="li" justify="space-between" wrap="nowrap" data-testid="sso-identity">
      <div>
        <Text fw={500}>{identity.provider_name}</Text>
        <Text size="sm" c="dimmed">
          {t('account.sso.details', { email: identity.email ?? '—', lastUsed })}
        </Text>
      </div>
      <Button
        variant="subtle"
        color="red"
        disabled={busy}
        onClick={onUnlink}
        aria-label={t('account.sso.unlinkOne', { name: identity.provider_name })}
      >
        {t('account.sso.unlink')}
      </Button>
    </Group>
  );
}
