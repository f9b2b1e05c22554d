import {
  Badge,
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
import type { SessionDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSIONS_QUERY_KEY, sessionsApi } from './sessions-api';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", in the page's language; under a minute is "now" (activity is kept to the minute). */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** The signed-in user's sessions: each one signed out alone, or all but this one after a confirmation. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('shell');
  const queryClient = useQueryClient();
  const { data: sessions } = useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: sessionsApi.list });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notifySuccess(done);
    } catch (e) {
      notifyError(errorMessage(e, t('account.sessions.failed')));
    } finally {
      setBusy(false);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    }
  };

  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="sessions-heading">
      <Title order={2} fz="lg" mb="md" id="sessions-heading">
        {t('account.sessions.title')}
      </Title>
      {!sessions ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <Stack
            gap="xs"
            component="ul"
            aria-label={t('account.sessions.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                language={i18n.language}
                busy={busy}
                onSignOut={() =>
                  void run(() => sessionsApi.revoke(session.id), t('account.sessions.signedOut'))
                }
              />
            ))}
          </Stack>
          {others.length > 0 && (
            <div>
              <Button variant="default" disabled={busy} onClick={() => setConfirming(true)}>
                {t('account.sessions.signOutOthers')}
              </Button>
            </div>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('account.sessions.confirmTitle')}
        message={t('account.sessions.confirmMessage', { count: others.length })}
        confirmLabel={t('account.sessions.signOutOthers')}
        danger
        busy={busy}
        onConfirm={() => void run(sessionsApi.revokeOthers, t('account.sessions.othersSignedOut'))}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

interface SessionRowProps {
  session: SessionDto;
  language: string;
  busy: boolean;
  onSignOut: () => void;
}

function SessionRow({ session, language, busy, onSignOut }: SessionRowProps) {
  const { t } = useTranslation('shell');
  const where = session.country ?? t('account.sessions.unknownCountry');
  return (
    <Group component="li" justify="space-between" wrap="nowrap" data-testid="session">
      <div>
        <Group gap="xs">
          <Text fw={500}>
            {t('account.sessions.browserOnOs', { browser: session.browser, os: session.os })}
          </Text>
          {session.current && <Badge variant="light">{t('account.sessions.thisDevice')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('account.sessions.details', {
            country: where,
            lastActive: relativeTime(session.last_active_at, language),
          })}
        </Text>
      </div>
      {!session.current && (
        <Button
          variant="subtle"
          color="red"
          disabled={busy}
          onClick={onSignOut}
          aria-label={t('account.sessions.signOutOne', { browser: session.browser, os: session.os })}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </Group>
  );
}
