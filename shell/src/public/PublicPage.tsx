import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailCard, PhoneCard, SmsCard, TextCard, VCardCard, WifiCard } from './ContentCards';
import { Notice, Spinner } from './Notice';
import { PasswordGate } from './PasswordGate';
import { PublicApiError, readCode, type RedirectResult } from './public-api';
import { redirectData, safeDestination, text, uuidFromPath } from './redirect-result';

type State =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'read'; result: RedirectResult };

/**
 * /qr-redirect/{uuid} when the api does not answer a 302 itself: a code's content, its
 * password page, or why it cannot be shown. Reads GET /api/qrcodes/redirect/{uuid}, which
 * records the scan.
 */
export function PublicPage({ path }: { path: string }) {
  const { t } = useTranslation('public');
  const uuid = uuidFromPath(path.replace(/^\/qr-redirect\/?/, ''));
  if (!uuid) return <Notice title={t('title')}>{t('noUuid')}</Notice>;
  return <CodePage uuid={uuid} />;
}

function CodePage({ uuid }: { uuid: string }) {
  const { t } = useTranslation('public');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    readCode(uuid).then(
      (result) => live && setState({ kind: 'read', result }),
      (error: unknown) =>
        live &&
        setState({
          kind: 'failed',
          message: error instanceof PublicApiError ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [uuid]);

  if (state.kind === 'loading') {
    return (
      <Notice title={t('title')}>
        <Spinner />
        <p role="status">{t('loading')}</p>
      </Notice>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Notice title={t('title')}>
        <p role="alert">{t('failed', { message: state.message })}</p>
      </Notice>
    );
  }
  return <ResultView first={state.result} uuid={uuid} />;
}

function ResultView({ first, uuid }: { first: RedirectResult; uuid: string }) {
  const { t } = useTranslation('public');
  // A protected code's answer is replaced by what its password opens.
  const [unlocked, setUnlocked] = useState<RedirectResult | null>(null);
  const result = unlocked ?? first;
  const data = redirectData(result);
  switch (result.type) {
    case 'password':
      return <PasswordGate uuid={uuid} label={text(data, 'label')} onUnlocked={setUnlocked} />;
    case 'url':
      return <UrlRedirect url={text(data, 'url')} />;
    case 'text':
      return <TextCard data={data} />;
    case 'email':
      return <EmailCard data={data} />;
    case 'phone':
      return <PhoneCard data={data} />;
    case 'sms':
      return <SmsCard data={data} />;
    case 'vcard':
      return <VCardCard data={data} />;
    case 'wifi':
      return <WifiCard data={data} />;
    case 'inactive':
      return (
        <Notice title={t('inactiveTitle')}>
          <p>{text(data, 'message')}</p>
          <p className="muted">{t('contactOwner')}</p>
        </Notice>
      );
    case 'error':
      return (
        <Notice title={t('errorTitle')}>
          <p role="alert">{t('error', { message: text(data, 'message') })}</p>
          <p className="muted">{t('issue')}</p>
        </Notice>
      );
    default:
      return (
        <Notice title={t('title')}>
          <p role="status">{t('processing')}</p>
        </Notice>
      );
  }
}

function UrlRedirect({ url }: { url: string }) {
  const { t } = useTranslation('public');
  const destination = safeDestination(url);
  useEffect(() => {
    if (destination) window.location.replace(destination);
  }, [destination]);
  return (
    <Notice title={t('title')}>
      <p role="status">{destination ? t('redirecting') : t('invalidUrl')}</p>
    </Notice>
  );
}
