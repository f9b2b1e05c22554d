import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DEPLOY = join(__dirname, '..');
const REPO = join(DEPLOY, '..');
export const WEB_APPS = ['shell', 'mfe-qrcodes', 'mfe-admin', 'mfe-billing'] as const;

export interface GatewayPorts {
  gateway: number;
  apis: number[];
  web: Record<(typeof WEB_APPS)[number], number>;
}

/**
 * An nginx configuration for one process: the real gateway (deploy/nginx, rendered by
 * its own render.sh) and, standing in for the static web services, deploy/web's server
 * block once per built app. It logs to upstreams.log in `dir` each request's method, the
 * replicas it was sent to and their answers (`POST|a, b|503, 201`).
 */
export function writeNginxConfig(dir: string, ports: GatewayPorts): string {
  mkdirSync(join(dir, 'static'), { recursive: true });
  // nginx's workers run as an unprivileged user: they must be able to read these.
  chmodSync(dir, 0o755);
  const env = {
    ...process.env,
    // As the compose file gives them: a replica left out is tried again after 2 s.
    API_SERVERS: ports.apis.map((p) => `server 127.0.0.1:${p} fail_timeout=2s;`).join(' '),
    GATEWAY_PORT: `127.0.0.1:${ports.gateway}`,
    GATEWAY_STATIC_ROOT: join(dir, 'static'),
    GATEWAY_HEADERS_FILE: join(dir, 'security-headers.inc'),
    // The gateway copies its security headers from the api.
    API_URL: `http://127.0.0.1:${ports.apis[0]}`,
    SHELL_UPSTREAM: `127.0.0.1:${ports.web.shell}`,
    MFE_QRCODES_UPSTREAM: `127.0.0.1:${ports.web['mfe-qrcodes']}`,
    MFE_ADMIN_UPSTREAM: `127.0.0.1:${ports.web['mfe-admin']}`,
    MFE_BILLING_UPSTREAM: `127.0.0.1:${ports.web['mfe-billing']}`,
  };
  execFileSync(join(DEPLOY, 'nginx', 'render.sh'), [join(dir, 'gateway.conf')], { env });
  const staticBlock = readFileSync(join(DEPLOY, 'web', 'static.conf'), 'utf8');
  const statics = WEB_APPS.map((app) =>
    staticBlock
      .replace('listen 8080;', `listen 127.0.0.1:${ports.web[app]};`)
      .replace('root /usr/share/nginx/html;', `root ${join(REPO, app, 'dist')};`),
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  # The replicas each request was sent to and their answers, for the restart test.
  log_format upstreams '$request_method|$upstream_addr|$upstream_status';
  access_log ${join(dir, 'upstreams.log')} upstreams;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${statics.join('\n')}
  include ${join(dir, 'gateway.conf')};
}
`,
  );
  return conf;
}
