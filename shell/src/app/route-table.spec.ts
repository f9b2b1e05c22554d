import { RESERVED_SHORT_KEYS } from '@qrpanel/contracts';
import { REMOTE_ROUTES, SHELL_ROUTES } from './route-table';

describe('the routes and short keys', () => {
  it('reserves the first segment of every route, so that no code takes a screen’s address', () => {
    const firsts = [...Object.values(SHELL_ROUTES), ...REMOTE_ROUTES.map((r) => r.path)].map(
      (path) => path.split('/')[1],
    );
    expect(firsts.length).toBeGreaterThan(20);
    for (const first of firsts) expect([first, RESERVED_SHORT_KEYS.has(first)]).toEqual([first, true]);
  });
});
