import { dialable, encodeStaticValue, type WifiQrData } from '@qrpanel/contracts';
import {
  IconAddressBook,
  IconCheck,
  IconCopy,
  IconDevices,
  IconMail,
  IconMessage,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Frame, Spinner } from './Notice';
import { firstWords, usePageTitle } from './page-title';
import { safeDestination, text } from './redirect-result';
import { vcardFile, vcardFileName } from './vcard-file';

type Data = Record<string, unknown>;

const ICON = 18;

/** A content card; `pageTitle` names the tab after what the card shows (else its heading). */
function Card({ title, pageTitle, children }: { title: string; pageTitle?: string; children: ReactNode }) {
  usePageTitle(pageTitle || title);
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
  secondary = false,
  external = false,
}: {
  href: string;
  icon: ReactNode;
  children: string;
  download?: string;
  secondary?: boolean;
  /** Another site, in a new tab that cannot reach back into this page. */
  external?: boolean;
}) {
  return (
    <a
      className={secondary ? 'button secondary' : 'button'}
      href={href}
      download={download}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {icon}
      {children}
    </a>
  );
}

export function TextCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  return (
    <Card title={t('cards.text')} pageTitle={firstWords(text(data, 'text'))}>
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
    <Card title={t('cards.email')} pageTitle={to && t('pageTitle.email', { to })}>
      <Fields
        rows={[
          [t('fields.to'), to],
          [t('fields.subject'), text(data, 'subject')],
          [t('fields.body'), text(data, 'body')],
        ]}
      />
      <Action href={`mailto:${to}${qs ? `?${qs}` : ''}`} icon={<IconMail size={ICON} aria-hidden />}>
        {t('sendEmail')}
      </Action>
    </Card>
  );
}

export function PhoneCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const phone = text(data, 'phone');
  return (
    <Card title={t('cards.phone')} pageTitle={phone && t('pageTitle.phone', { phone })}>
      <Fields rows={[[t('fields.phoneNumber'), phone]]} />
      <Action href={`tel:${phone}`} icon={<IconPhone size={ICON} aria-hidden />}>
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
    <Card title={t('cards.sms')} pageTitle={phone && t('pageTitle.sms', { phone })}>
      <Fields
        rows={[
          [t('fields.to'), phone],
          [t('fields.message'), message],
        ]}
      />
      <Action
        href={`sms:${phone}${message ? `?body=${encodeURIComponent(message)}` : ''}`}
        icon={<IconMessage size={ICON} aria-hidden />}
      >
        {t('sendSms')}
      </Action>
    </Card>
  );
}

/** A website as given ('example.com' is taken as https://example.com); only http(s) is linked. */
function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  return safeDestination(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
}

/** A contact: its phone and email tappable, and Call, Email, Website and Save Contact buttons. */
export function VCardCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const contact = {
    name: text(data, 'name'),
    phone: text(data, 'phone'),
    email: text(data, 'email'),
    org: text(data, 'org'),
    title: text(data, 'title'),
  };
  const tel = contact.phone ? `tel:${dialable(contact.phone)}` : '';
  const mailto = contact.email ? `mailto:${contact.email}` : '';
  const website = websiteHref(text(data, 'website'));
  const rows: [string, ReactNode][] = [
    [t('fields.name'), contact.name],
    [t('fields.phone'), tel && <a href={tel}>{contact.phone}</a>],
    [t('fields.email'), mailto && <a href={mailto}>{contact.email}</a>],
    [t('fields.org'), contact.org],
    [t('fields.title'), contact.title],
  ];
  if (website) {
    rows.push([
      t('fields.website'),
      <a href={website} target="_blank" rel="noopener noreferrer">
        {text(data, 'website')}
      </a>,
    ]);
  }
  return (
    <Card title={t('cards.vcard')} pageTitle={contact.name.trim()}>
      <Fields rows={rows} />
      <div className="actions">
        <Action
          href={`data:text/vcard;charset=utf-8,${encodeURIComponent(vcardFile(contact))}`}
          download={vcardFileName(contact)}
          icon={<IconAddressBook size={ICON} aria-hidden />}
        >
          {t('vcard.save')}
        </Action>
        {tel ? (
          <Action href={tel} secondary icon={<IconPhone size={ICON} aria-hidden />}>
            {t('vcard.call')}
          </Action>
        ) : null}
        {mailto ? (
          <Action href={mailto} secondary icon={<IconMail size={ICON} aria-hidden />}>
            {t('vcard.email')}
          </Action>
        ) : null}
        {website ? (
          <Action href={website} secondary external icon={<IconWorld size={ICON} aria-hidden />}>
            {t('vcard.website')}
          </Action>
        ) : null}
      </div>
    </Card>
  );
}

/** Its own chunk, loaded once the join code is asked for: only then does the page draw a QR code. */
const WifiJoinCode = lazy(() => import('./WifiJoinCode'));

const SECURITY = ['WPA', 'WEP', 'nopass'] as const;

/**
 * A network for the person who scanned its code on the phone that is to join: its name, its
 * security in words, the password to copy, and the join code for a second device, shown on ask.
 */
export function WifiCard({ data }: { data: Data }) {
  const { t } = useTranslation('public');
  const ssid = text(data, 'ssid');
  const encryption = text(data, 'encryption') || 'WPA';
  const password = text(data, 'password');
  const open = encryption === 'nopass';
  const hidden = data.hidden === true || data.hidden === 'true';
  const passwordRef = useRef<HTMLSpanElement>(null);
  const known = (SECURITY as readonly string[]).includes(encryption);
  const rows: [string, ReactNode][] = [
    [t('fields.ssid'), ssid],
    [t('fields.encryption'), known ? t(`security.${encryption as (typeof SECURITY)[number]}`) : encryption],
  ];
  if (!open) {
    rows.push([
      t('fields.password'),
      password && (
        <span ref={passwordRef} className="secret">
          {password}
        </span>
      ),
    ]);
  }
  rows.push([t('fields.hidden'), hidden ? t('yes') : t('no')]);
  return (
    <Card title={t('cards.wifi')} pageTitle={ssid && t('pageTitle.wifi', { ssid })}>
      <p>
        {open ? t('wifi.stepsOpen', { ssid }) : t('wifi.steps', { ssid })}
        {hidden ? ` ${t('wifi.hiddenNote')}` : ''}
      </p>
      <Fields rows={rows} />
      {!open && password ? <CopyPassword password={password} passwordRef={passwordRef} /> : null}
      <ShowToFriend value={wifiJoinPayload(data, encryption, hidden)} ssid={ssid} />
    </Card>
  );
}

type CopyState = 'idle' | 'copied' | 'manual';

/** Copies the password; where the browser allows no copying, selects it for the person to copy. */
function CopyPassword({
  password,
  passwordRef,
}: {
  password: string;
  passwordRef: RefObject<HTMLSpanElement | null>;
}) {
  const { t } = useTranslation('public');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    if (await copyText(password)) {
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), 2500);
    } else {
      if (passwordRef.current) selectContents(passwordRef.current);
      setState('manual');
    }
  };

  return (
    <div className="copy">
      <button type="button" className="button" onClick={() => void copy()}>
        {state === 'copied' ? <IconCheck size={ICON} aria-hidden /> : <IconCopy size={ICON} aria-hidden />}
        {state === 'copied' ? t('wifi.copied') : t('wifi.copy')}
      </button>
      <p role="status" className={state === 'manual' ? 'muted' : 'visually-hidden'}>
        {state === 'copied' ? t('wifi.copiedStatus') : state === 'manual' ? t('wifi.copyManual') : ''}
      </p>
    </div>
  );
}

/** The clipboard api where the page may use it (a secure page), else the older copy command. */
async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // refused (no permission, an insecure page): the older way may still work
  }
  return legacyCopy(value);
}

function legacyCopy(value: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const focused = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}

function selectContents(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The join code, for a second device to scan from this screen: asked for, not shown at once. */
function ShowToFriend({ value, ssid }: { value: string; ssid: string }) {
  const { t } = useTranslation('public');
  const [showing, setShowing] = useState(false);
  const id = useId();
  return (
    <div className="friend">
      <button
        type="button"
        className="button secondary"
        aria-expanded={showing}
        aria-controls={`${id}-join`}
        onClick={() => setShowing((shown) => !shown)}
      >
        <IconDevices size={ICON} aria-hidden />
        {t('wifi.showFriend')}
      </button>
      <div id={`${id}-join`} className="friend-code" hidden={!showing}>
        {showing ? (
          <>
            <p className="muted">{t('wifiHint')}</p>
            <Suspense fallback={<Spinner />}>
              <WifiJoinCode value={value} ssid={ssid} />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
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
