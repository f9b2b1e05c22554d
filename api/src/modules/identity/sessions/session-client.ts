import Bowser from 'bowser';
import { SESSION_DEVICES, type SessionDevice } from '@qrpanel/contracts';
import { countryOfIp } from '../../../platform/geo/country-of-ip';

/** What a sign-in request tells of where it comes from: read once, and the address dropped. */
export interface SignInClient {
  userAgent?: string;
  ip?: string;
  /** A trusted proxy's country header (CF-IPCountry and the like), when TRUST_PROXY is set. */
  proxyCountry?: string;
}

/** What a session keeps of its client: never the address. */
export interface ClientDescription {
  browser: string;
  os: string;
  device: SessionDevice | null;
  country: string | null;
}

const isDevice = (kind: string): kind is SessionDevice =>
  (SESSION_DEVICES as readonly string[]).includes(kind);
/** Longer user agents are padding, not browsers: not parsed (Bowser's cost grows with length). */
const USER_AGENT_MAX = 1024;
/** The columns' widths. */
const NAME_MAX = 64;

export function describeClient(client: SignInClient): ClientDescription {
  const agent = client.userAgent?.slice(0, USER_AGENT_MAX) ?? '';
  const parsed = agent ? Bowser.parse(agent) : undefined;
  const device = parsed?.platform.type ?? '';
  return {
    browser: (parsed?.browser.name || 'Unknown').slice(0, NAME_MAX),
    os: (parsed?.os.name || 'Unknown').slice(0, NAME_MAX),
    device: isDevice(device) ? device : null,
    country: countryOf(client),
  };
}

function countryOf(client: SignInClient): string | null {
  const fromProxy = client.proxyCountry?.trim().toUpperCase();
  // XX and T1 are Cloudflare's "unknown" and "Tor".
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX' && fromProxy !== 'T1') return fromProxy;
  return client.ip ? countryOfIp(client.ip) : null;
}
