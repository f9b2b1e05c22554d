import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface OidcClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  close: () => Promise<void>;
}

/** A real OpenID provider (oidc-provider, see oidc-provider.mjs) in a process of its own. */
export async function startOidcProvider(
  clients: OidcClient[],
  accounts: Record<string, Record<string, unknown>> = {},
): Promise<TestOidcProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc-provider.mjs')], {
    env: { ...process.env, OIDC_CONFIG: JSON.stringify({ clients, accounts }) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(line.replace(/^listening /, '')));
    child.once('exit', (code) => reject(new Error(`The OpenID provider stopped (${code})`)));
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser's cookies, enough for the provider's own (every cookie sent everywhere). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Goes through the provider as a browser would, from its authorization URL: follows its
 * redirects, submits its sign-in form with `login`, and answers the callback URL it sends the
 * browser back to (not followed: the test calls the api's callback itself).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    jar.keep(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action)
      throw new Error(`The provider answered ${response.status}: ${html}`);
    url = new URL(action, url);
    form = new URLSearchParams({ login });
  }
  throw new Error('The provider never sent the browser back');
}

/** The path and query of a URL (the api's callback is called on the test app's own address). */
export const pathOf = (url: URL | string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
