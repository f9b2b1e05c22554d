import { encodeStaticValue, type WifiQrData } from '@qrpanel/contracts';
import { IconAddressBook, IconMail, IconMessage, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Frame, Spinner } from './Notice';
import { text } from './redirect-result';
import { vcardFile, vcardFileName } from './vcard-file';

type Data = Record<string, unknown>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Frame testId="content-card">
      <h1>{title}</h1>
      {children}
    </Frame>
  );
}

/** Label and value pairs. */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Action({
  href,
  icon,
  children,
  download,
}: {
  href: string;
  icon: ReactNode;
  children: string;
  download?: string;
}) {
  return (
    <a className="button" href={href} download={download}>
      {icon}
      {children}
    </a>
  );
}

export function TextCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  return (
    <Card title={t('cards.text')}>
      <p className="prose">{text(data, 'text')}</p>
    </Card>
  );
}

export function EmailCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const to = text(data, 'email');
  const query = new URLSearchParams();
  if (text(data, 'subject')) query.set('subject', text(data, 'subject'));
  if (text(data, 'body')) query.set('body', text(data, 'body'));
  const qs = query.toString().replace(/\+/g, '%20');
  return (
    <Card title={t('cards.email')}>
      <Fields
        rows={[
          [t('fields.to'), to],
          [t('fields.subject'), text(data, 'subject')],
          [t('fields.body'), text(data, 'body')],
        ]}
      />
      <Action href={`mailto:${to}${qs ? `?${qs}` : ''}`} icon={<IconMail size={18} aria-hidden />}>
        {t('sendEmail')}
      </Action>
    </Card>
  );
}

export function PhoneCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const phone = text(data, 'phone');
  return (
    <Card title={t('cards.phone')}>
      <Fields rows={[[t('fields.phoneNumber'), phone]]} />
      <Action href={`tel:${phone}`} icon={<IconPhone size={18} aria-hidden />}>
        {t('call')}
      </Action>
    </Card>
  );
}

export function SmsCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const phone = text(data, 'phone');
  const message = text(data, 'message');
  return (
    <Card title={t('cards.sms')}>
      <Fields
        rows={[
          [t('fields.to'), phone],
          [t('fields.message'), message],
        ]}
      />
      <Action
        href={`sms:${phone}${message ? `?body=${encodeURIComponent(message)}` : ''}`}
        icon={<IconMessage size={18} aria-hidden />}
      >
        {t('sendSms')}
      </Action>
    </Card>
  );
}

export function VCardCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const contact = {
    name: text(data, 'name'),
    phone: text(data, 'phone'),
    email: text(data, 'email'),
    org: text(data, 'org'),
    title: text(data, 'title'),
  };
  return (
    <Card title={t('cards.vcard')}>
      <Fields
        rows={[
          [t('fields.name'), contact.name],
          [t('fields.phone'), contact.phone],
          [t('fields.email'), contact.email],
          [t('fields.org'), contact.org],
          [t('fields.title'), contact.title],
        ]}
      />
      <Action
        href={`data:text/vcard;charset=utf-8,${encodeURIComponent(vcardFile(contact))}`}
        download={vcardFileName(contact)}
        icon={<IconAddressBook size={18} aria-hidden />}
      >
        {t('addContact')}
      </Action>
    </Card>
  );
}

/** Its own chunk: only a Wi-Fi code's page loads the QR drawing. */
const WifiJoinCode = lazy(() => import('./WifiJoinCode'));

export function WifiCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const encryption = text(data, 'encryption') || 'WPA';
  const hidden = data.hidden === true || data.hidden === 'true';
  const rows: [string, ReactNode][] = [
    [t('fields.ssid'), text(data, 'ssid')],
    [t('fields.encryption'), encryption],
  ];
  if (encryption !== 'nopass') rows.push([t('fields.password'), text(data, 'password')]);
  rows.push([t('fields.hidden'), hidden ? t('yes') : t('no')]);
  return (
    <Card title={t('cards.wifi')}>
      <Fields rows={rows} />
      <p className="muted">{t('wifiHint')}</p>
      <Suspense fallback={<Spinner />}>
        <WifiJoinCode value={wifiJoinPayload(data, encryption, hidden)} ssid={text(data, 'ssid')} />
      </Suspense>
    </Card>
  );
}

/** The join code's text, by the one encoder (WIFI:S:…;T:…;P:…;H:…;; escaped). */
function wifiJoinPayload(data: Data, encryption: string, hidden: boolean): string {
  const wifi: WifiQrData = {
    ssid: text(data, 'ssid'),
    encryption: encryption as WifiQrData['encryption'],
    password: text(data, 'password'),
    hidden,
  };
  return encodeStaticValue('wifi', wifi);
}
