import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESERVED_SHORT_KEYS } from '@qrpanel/contracts';

const TEMPLATE = join(__dirname, '..', 'nginx', 'gateway.conf.template');

/** The gateway keeps the panel's own words at the root for the shell; every other key path is a scan. */
describe('the gateway’s short addresses', () => {
  it('keeps for the shell exactly the words no key may take', () => {
    const conf = readFileSync(TEMPLATE, 'utf8');
    // Twice: the panel's server keeps them for the shell, customers' hosts answer them 404.
    const lists = [...conf.matchAll(/location ~\* "\^\/\(([^)]+)\)\$"/g)].map((m) => m[1].split('|').sort());
    expect(lists).toEqual([[...RESERVED_SHORT_KEYS].sort(), [...RESERVED_SHORT_KEYS].sort()]);
    // The words first: nginx takes the first regex location that matches.
    expect(conf.indexOf('location ~* "^/(')).toBeLessThan(
      conf.indexOf('location ~ "^/[A-Za-z0-9_-]{1,64}$"'),
    );
  });
});
