// A real OpenID Connect provider for the single sign-on tests (oidc-provider), run in a
// process of its own on 127.0.0.1 over http. Its configuration comes as JSON in OIDC_CONFIG:
//   { clients: [{ client_id, client_secret, redirect_uris }], accounts?: { login: claims } }
// Its first line on stdout is "listening <issuer>". The sign-in page is a plain form whose
// one field, login, names the person: an email, verified unless it starts with "unverified.";
// `accounts` may give a login other claims. Submitting it signs in and grants the asked
// scopes at once (no consent page).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const config = JSON.parse(process.env.OIDC_CONFIG ?? '{}');
const accounts = config.accounts ?? {};

/** The claims of a login: its own from `accounts`, else made from it. */
function claimsOf(login) {
  const sub = createHash('sha256').update(login).digest('hex').slice(0, 24);
  const made = {
    sub,
    email: login,
    email_verified: !login.startsWith('unverified.'),
    name: `Person ${login.split('@')[0]}`,
  };
  return { ...made, ...(accounts[login] ?? {}) };
}

const page = (uid, title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1>
<form method="post" action="/interaction/${uid}/login">
<label>Login <input name="login" autocomplete="off" required autofocus></label>
<button type="submit">Sign in at the provider</button>
</form></body></html>`;

const readForm = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: config.clients ?? [],
  cookies: { keys: ['sso-test-cookie-key-one', 'sso-test-cookie-key-two'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
  pkce: { required: () => true },
});

/** The form's answer: the person signs in, and the client gets the scopes it asked for. */
async function finishLogin(req, res) {
  const details = await provider.interactionDetails(req, res);
  const login = (await readForm(req)).get('login')?.trim() ?? '';
  if (!login) {
    res.writeHead(400, { 'content-type': 'text/html' }).end(page(details.uid, 'Enter a login'));
    return;
  }
  const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: login }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

const handle = provider.callback();
server.on('request', (req, res) => {
  const url = new URL(req.url, issuer);
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
  if (!match) return handle(req, res);
  if (req.method === 'POST' && match[2]) {
    finishLogin(req, res).catch((error) => res.writeHead(400).end(String(error)));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html' }).end(page(match[1], 'Sign in at the test provider'));
});

process.stdout.write(`listening ${issuer}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
