import { encodeStaticValue, type WifiQrData } from '@qrpanel/contracts';
import { Button, Loader, Stack, Text, Title } from '@qrpanel/web';
import { IconAddressBook, IconMail, IconMessage, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { text } from './redirect-result';
import { vcardFile, vcardFileName } from './vcard-file';

type Data = Record<string, unknown>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" data-testid="content-card">
      <Title order={1} fz={24}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Label and value pairs. */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fw={600} size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

export function TextCard({ data }: { data: Data }) {
  return (
    <Card title="Text">
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text(data, 'text')}</Text>
    </Card>
  );
}

export function EmailCard({ data }: { data: Data }) {
  const to = text(data, 'email');
  const query = new URLSearchParams();
  if (text(data, 'subject')) query.set('subject', text(data, 'subject'));
  if (text(data, 'body')) query.set('body', text(data, 'body'));
  const qs = query.toString().replace(/\+/g, '%20');
  return (
    <Card title="Email">
      <Fields
        rows={[
          ['To', to],
          ['Subject', text(data, 'subject')],
          ['Body', text(data, 'body')],
        ]}
      />
      <Button
        component="a"
        href={`mailto:${to}${qs ? `?${qs}` : ''}`}
        leftSection={<IconMail size={18} aria-hidden />}
      >
        Send Email
      </Button>
    </Card>
  );
}

export function PhoneCard({ data }: { data: Data }) {
  const phone = text(data, 'phone');
  return (
    <Card title="Phone">
      <Fields rows={[['Phone Number', phone]]} />
      <Button component="a" href={`tel:${phone}`} leftSection={<IconPhone size={18} aria-hidden />}>
        Call Now
      </Button>
    </Card>
  );
}

export function SmsCard({ data }: { data: Data }) {
  const phone = text(data, 'phone');
  const message = text(data, 'message');
  return (
    <Card title="SMS">
      <Fields
        rows={[
          ['To', phone],
          ['Message', message],
        ]}
      />
      <Button
        component="a"
        href={`sms:${phone}${message ? `?body=${encodeURIComponent(message)}` : ''}`}
        leftSection={<IconMessage size={18} aria-hidden />}
      >
        Send SMS
      </Button>
    </Card>
  );
}

export function VCardCard({ data }: { data: Data }) {
  const contact = {
    name: text(data, 'name'),
    phone: text(data, 'phone'),
    email: text(data, 'email'),
    org: text(data, 'org'),
    title: text(data, 'title'),
  };
  const href = `data:text/vcard;charset=utf-8,${encodeURIComponent(vcardFile(contact))}`;
  return (
    <Card title="Contact Card">
      <Fields
        rows={[
          ['Name', contact.name],
          ['Phone', contact.phone],
          ['Email', contact.email],
          ['Org', contact.org],
          ['Title', contact.title],
        ]}
      />
      <Button
        component="a"
        href={href}
        download={vcardFileName(contact)}
        leftSection={<IconAddressBook size={18} aria-hidden />}
      >
        Add to contacts
      </Button>
    </Card>
  );
}

const WifiJoinCode = lazy(() => import('./WifiJoinCode'));

export function WifiCard({ data }: { data: Data }) {
  const encryption = text(data, 'encryption') || 'WPA';
  const rows: [string, ReactNode][] = [
    ['SSID', text(data, 'ssid')],
    ['Encryption', encryption],
  ];
  if (encryption !== 'nopass') rows.push(['Password', text(data, 'password')]);
  rows.push(['Hidden', data.hidden === true || data.hidden === 'true' ? 'Yes' : 'No']);
  return (
    <Card title="WiFi Network">
      <Fields rows={rows} />
      <Text size="sm" c="dimmed">
        Scan the QR code to connect to this network.
      </Text>
      <Suspense fallback={<Loader size="sm" />}>
        <WifiJoinCode value={wifiJoinPayload(data, encryption)} ssid={text(data, 'ssid')} />
      </Suspense>
    </Card>
  );
}

/** The join code's text, by the one encoder (WIFI:S:…;T:…;P:…;H:…;; escaped). */
function wifiJoinPayload(data: Data, encryption: string): string {
  const wifi: WifiQrData = {
    ssid: text(data, 'ssid'),
    encryption: encryption as WifiQrData['encryption'],
    password: text(data, 'password'),
    hidden: data.hidden === true || data.hidden === 'true',
  };
  return encodeStaticValue('wifi', wifi);
}
