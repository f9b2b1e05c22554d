import { setLanguage } from '@qrpanel/web';
import { renderAt } from '@qrpanel/web/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysOf, rangeQueries, summary } from '../testing/analytics';
import { fakeApi, qrCode, renderScreen, sentBody } from '../testing/screens';
import { QrFormScreen } from '../form/QrFormScreen';
import { readUtm, writeUtm } from './utm';

jest.mock('../analytics/Charts', () => ({ __esModule: true, default: () => 'Scan charts' }));

function renderCreate() {
  return renderAt('/create-qrcode', {
    '/create-qrcode': <QrFormScreen />,
    '/my-qrcodes': <p>The list</p>,
  });
}

/** Types a whole value at once (as a paste would): typing long URLs key by key is slow here. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const rule = (n: number) => screen.getByRole('group', { name: `Rule ${n}` });

describe('Smart routing in the QR form', () => {
  // Many clicks on a busy machine: this journey through the form may take a while.
  jest.setTimeout(120_000);

  it('builds rules and a split, reorders rules by button and keyboard, and sends them as the api reads them', async () => {
    const calls = fakeApi({ 'POST /api/qrcodes': { status: 201, body: qrCode() } });
    const user = userEvent.setup();
    renderCreate();
    fill(screen.getByRole('textbox', { name: 'Label' }), 'Campaign');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    const smart = screen.getByRole('region', { name: 'Smart routing' });

    await user.click(within(smart).getByRole('button', { name: 'Add rule' }));
    await user.click(within(rule(1)).getByRole('checkbox', { name: 'iPhone and iPad' }));
    fill(within(rule(1)).getByRole('textbox', { name: 'Rule 1 destination' }), 'https://example.com/ios');

    await user.click(within(smart).getByRole('button', { name: 'Add rule' }));
    await user.click(within(rule(2)).getByRole('checkbox', { name: 'Tablet' }));
    await user.click(within(rule(2)).getByRole('radio', { name: 'A/B split' }));
    const ruleSplit = within(rule(2)).getByRole('group', { name: 'Rule 2 split' });
    fill(within(ruleSplit).getByRole('textbox', { name: 'Destination A' }), 'https://example.com/t1');
    fill(within(ruleSplit).getByRole('textbox', { name: 'Destination B' }), 'https://example.com/t2');

    // The tablet rule goes first: by its button, then back down and up again by keyboard.
    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    const tabletFirst = within(rule(1)).getByRole('checkbox', { name: 'Tablet' });
    expect(tabletFirst).toBeChecked();
    tabletFirst.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const tabletSecond = within(rule(2)).getByRole('checkbox', { name: 'Tablet' });
    expect(tabletSecond).toBeChecked();
    tabletSecond.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(within(rule(1)).getByRole('checkbox', { name: 'Tablet' })).toBeChecked();

    await user.click(
      within(smart).getByRole('switch', { name: 'Split visitors between destinations (A/B)' }),
    );
    const split = within(smart).getByRole('group', { name: 'A/B split' });
    fill(within(split).getByRole('textbox', { name: 'Destination A' }), 'https://example.com/a');
    fill(within(split).getByRole('textbox', { name: 'Destination B' }), 'https://example.com/b');
    const weightA = within(split).getByRole('spinbutton', { name: 'Weight of destination A' });
    fill(weightA, '150');
    expect(within(split).getByLabelText('Share of destination A')).toHaveTextContent('75%');
    expect(within(split).getByLabelText('Share of destination B')).toHaveTextContent('25%');

    await user.click(within(smart).getByRole('switch', { name: 'Password protection' }));
    fill(within(smart).getByLabelText('Password'), 'staff only');
    fill(within(smart).getByRole('spinbutton', { name: 'Scan cap (optional)' }), '500');

    await user.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await waitFor(() => expect(screen.getByText('The list')).toBeInTheDocument());
    const post = calls.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(calls, post)).toMatchObject({
      rules: [
        {
          when: { device: ['tablet'] },
          split: [
            { destination: 'https://example.com/t1', weight: 50 },
            { destination: 'https://example.com/t2', weight: 50 },
          ],
        },
        { when: { os: ['ios'] }, destination: 'https://example.com/ios' },
      ],
      split: [
        { destination: 'https://example.com/a', weight: 150 },
        { destination: 'https://example.com/b', weight: 50 },
      ],
      password: 'staff only',
      max_scans: 500,
      starts_at: null,
    });
  });

  it('reorders rules by a keyboard drag on a handle, announced to screen readers, and sends that order', async () => {
    // jsdom lays nothing out: each rule gets a box below the one before, as on the screen,
    // for the keyboard sensor to find the next place down.
    const layout = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const n = Number(/^Rule (\d+)$/.exec(this.getAttribute('aria-label') ?? '')?.[1] ?? 0);
      const top = n ? 100 + (n - 1) * 300 : 0;
      const height = n ? 280 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: n ? 600 : 0, height });
    });
    try {
      const calls = fakeApi({ 'POST /api/qrcodes': { status: 201, body: qrCode() } });
      const user = userEvent.setup();
      renderCreate();
      fill(screen.getByRole('textbox', { name: 'Label' }), 'Ordered');
      await user.click(screen.getByRole('button', { name: 'More options' }));
      const smart = screen.getByRole('region', { name: 'Smart routing' });
      for (const [i, path] of ['one', 'two', 'three'].entries()) {
        await user.click(within(smart).getByRole('button', { name: 'Add rule' }));
        await user.click(within(rule(i + 1)).getByRole('checkbox', { name: 'Android' }));
        fill(
          within(rule(i + 1)).getByRole('textbox', { name: `Rule ${i + 1} destination` }),
          `https://example.com/${path}`,
        );
      }

      // Space picks rule 1 up, ↓ carries it over rule 2's place, Space drops it there.
      screen.getByRole('button', { name: 'Drag to reorder rule 1' }).focus();
      await user.keyboard(' ');
      expect(await screen.findByText('Rule 1 is over position 1.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(await screen.findByText('Rule 1 is over position 2.')).toBeInTheDocument();
      await user.keyboard(' ');
      expect(await screen.findByText('Rule 1 dropped at position 2.')).toBeInTheDocument();
      expect(within(rule(1)).getByRole('textbox', { name: 'Rule 1 destination' })).toHaveValue(
        'https://example.com/two',
      );

      // Escape puts a picked-up rule back where it was.
      screen.getByRole('button', { name: 'Drag to reorder rule 3' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowUp}');
      expect(await screen.findByText('Rule 3 is over position 2.')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(
        await screen.findByText('Moving rule 3 was cancelled; it stays at position 3.'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Create QR Code' }));
      await waitFor(() => expect(screen.getByText('The list')).toBeInTheDocument());
      const post = calls.mock.calls.findIndex(([, init]) => init?.method === 'POST');
      expect(sentBody(calls, post)).toMatchObject({
        rules: ['two', 'one', 'three'].map((path) => ({
          when: { os: ['android'] },
          destination: `https://example.com/${path}`,
        })),
      });
    } finally {
      layout.mockRestore();
    }
  });

  it('writes UTM fields into the destination and reads them back', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderCreate();
    const destination = screen.getByRole('textbox', { name: 'Destination URL' });
    fill(destination, 'https://example.com/menu?table=4');
    await user.click(screen.getByRole('button', { name: 'UTM parameters for the destination' }));
    const utm = screen.getByRole('group', { name: 'UTM parameters for the destination' });
    fill(within(utm).getByRole('textbox', { name: 'Source' }), 'poster');
    fill(within(utm).getByRole('textbox', { name: 'Campaign' }), 'summer sale');
    expect(destination).toHaveValue(
      'https://example.com/menu?table=4&utm_source=poster&utm_campaign=summer+sale',
    );
    fill(destination, 'https://example.com/?utm_medium=print');
    expect(within(utm).getByRole('textbox', { name: 'Medium' })).toHaveValue('print');
    expect(within(utm).getByRole('textbox', { name: 'Source' })).toHaveValue('');
    expect(readUtm(writeUtm('not a url', 'utm_source', 'x'))).toEqual(readUtm(''));
  });

  it('opens an edited code with its rules and split, and keeps its password unless switched off', async () => {
    const code = qrCode({
      rules: [{ when: { os: ['android'], country: ['DE'] }, destination: 'https://example.com/de-android' }],
      split: [
        { destination: 'https://example.com/a', weight: 1 },
        { destination: 'https://example.com/b', weight: 3 },
      ],
      has_password: true,
    });
    const calls = fakeApi({ 'GET /api/qrcodes/7': { body: code }, 'PUT /api/qrcodes/7': { body: code } });
    const user = userEvent.setup();
    renderScreen('/edit-qrcode/7');
    expect(await screen.findByRole('group', { name: 'Rule 1' })).toBeInTheDocument();
    expect(within(rule(1)).getByRole('checkbox', { name: 'Android' })).toBeChecked();
    expect(within(rule(1)).getByRole('textbox', { name: 'Rule 1 destination' })).toHaveValue(
      'https://example.com/de-android',
    );
    const split = screen.getByRole('group', { name: 'A/B split' });
    expect(within(split).getByLabelText('Share of destination B')).toHaveTextContent('75%');
    expect(screen.getByText('Leave empty to keep the current password.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.mock.calls.some(([, i]) => (i as RequestInit)?.method === 'PUT')).toBe(true),
    );
    const put = calls.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    const body = sentBody(calls, put) as Record<string, unknown>;
    expect(body.rules).toEqual(code.rules);
    expect(body).not.toHaveProperty('password');
  });

  it('gives a hosted page rules and a password, but no split: a scan no rule takes gets the page', async () => {
    const code = qrCode({
      type: 'links',
      data: { title: 'Café Luna', links: [{ label: 'Menu', url: 'https://example.com/menu' }] },
      current_destination: null,
      rules: [{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }],
    });
    const calls = fakeApi({ 'GET /api/qrcodes/7': { body: code }, 'PUT /api/qrcodes/7': { body: code } });
    const user = userEvent.setup();
    renderScreen('/edit-qrcode/7');
    expect(await screen.findByRole('group', { name: 'Rule 1' })).toBeInTheDocument();
    const smart = screen.getByRole('region', { name: 'Smart routing' });
    expect(
      within(smart).getByText(/sends a scan to its destination; every other scan gets the page/),
    ).toBeInTheDocument();
    expect(within(smart).queryByRole('switch', { name: /Split visitors/ })).not.toBeInTheDocument();
    await user.click(within(smart).getByRole('button', { name: 'Add rule' }));
    await user.click(within(rule(2)).getByRole('checkbox', { name: 'Android' }));
    fill(within(rule(2)).getByRole('textbox', { name: 'Rule 2 destination' }), 'https://example.com/android');
    await user.click(within(smart).getByRole('switch', { name: 'Password protection' }));
    fill(within(smart).getByLabelText('Password'), 'staff only');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.mock.calls.some(([, i]) => (i as RequestInit)?.method === 'PUT')).toBe(true),
    );
    const put = calls.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    const body = sentBody(calls, put) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'links',
      rules: [
        { when: { os: ['ios'] }, destination: 'https://example.com/ios' },
        { when: { os: ['android'] }, destination: 'https://example.com/android' },
      ],
      password: 'staff only',
    });
    expect(body).not.toHaveProperty('split');
  });

  it('shows the api’s message for a rule inside that rule', async () => {
    fakeApi({
      'POST /api/qrcodes': {
        status: 400,
        body: {
          statusCode: 400,
          message: ['timezone must be an IANA time zone, such as Europe/Berlin.'],
          error: 'Bad Request',
          fields: {
            'rules[0].when.time.timezone': ['timezone must be an IANA time zone, such as Europe/Berlin.'],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderCreate();
    fill(screen.getByRole('textbox', { name: 'Label' }), 'Bad');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(within(rule(1)).getByRole('checkbox', { name: 'Linux' }));
    await user.click(screen.getByRole('button', { name: 'Create QR Code' }));
    expect(
      await within(rule(1)).findByText('timezone must be an IANA time zone, such as Europe/Berlin.'),
    ).toBeInTheDocument();
  });
});

describe('Smart routing on the details screen', () => {
  it('lists the rules in words and shows scans per destination', async () => {
    const code = qrCode({
      rules: [
        { when: { os: ['ios'], country: ['DE'] }, destination: 'https://example.com/de-app' },
        {
          when: { time: { days: ['sat', 'sun'], from: '22:00', to: '02:00', timezone: 'Europe/Berlin' } },
          destination: 'https://example.com/night',
        },
      ],
      split: [
        { destination: 'https://example.com/a', weight: 70 },
        { destination: 'https://example.com/b', weight: 30 },
      ],
      has_password: true,
      max_scans: 1000,
    });
    const range = rangeQueries(daysOf(), 'auto', 7);
    fakeApi({
      'GET /api/qrcodes/7': { body: code },
      'GET /api/qrcodes/7/history': { body: [] },
      [`GET /api/qrcodes/analytics/user?${range.summary}`]: {
        body: summary({
          scansByDestination: [
            { destination: 'https://example.com/a', scans: 70 },
            { destination: 'https://example.com/de-app', scans: 30 },
          ],
        }),
      },
      [`GET /api/qrcodes/analytics/scans-over-time?${range.series}`]: { body: [] },
    });
    renderScreen('/show-qrcode/7');
    const rules = await screen.findByRole('list', { name: 'Redirect rules' });
    const items = within(rules)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'iPhone and iPad in Germany → https://example.com/de-app',
      'Visitors on Sat, Sun from 22:00 to 02:00 (Europe/Berlin) → https://example.com/night',
    ]);
    expect(
      screen.getByText('Everyone else → https://example.com/a 70% · https://example.com/b 30%'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password protected')).toBeInTheDocument();
    expect(screen.getByText('Scan cap: 1,000 scans')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Scans by Destination' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DestinationScansShare', 'https://example.com/a7070%', 'https://example.com/de-app3030%']);
  });
});

describe('Smart routing on the details screen in Spanish', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('says the rules in Spanish words, with names of countries and languages in Spanish', async () => {
    const code = qrCode({
      rules: [
        {
          when: { os: ['ios', 'android'], device: ['mobile'], country: ['DE', 'AT'], language: ['de'] },
          destination: 'https://example.com/de',
        },
        {
          when: { time: { days: ['sat', 'sun'], from: '22:00', to: '02:00', timezone: 'Europe/Berlin' } },
          destination: 'https://example.com/night',
        },
      ],
      split: [
        { destination: 'https://example.com/a', weight: 70 },
        { destination: 'https://example.com/b', weight: 30 },
      ],
      has_password: true,
      max_scans: 12000,
    });
    const range = rangeQueries(daysOf(), 'auto', 7);
    fakeApi({
      'GET /api/qrcodes/7': { body: code },
      'GET /api/qrcodes/7/history': { body: [] },
      [`GET /api/qrcodes/analytics/user?${range.summary}`]: { body: summary({}) },
      [`GET /api/qrcodes/analytics/scans-over-time?${range.series}`]: { body: [] },
    });
    await setLanguage('es');
    renderScreen('/show-qrcode/7');
    const rules = await screen.findByRole('list', { name: 'Reglas de redirección' }, { timeout: 10_000 });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'iPhone y iPad o Android en teléfonos en Alemania o Austria que hablan alemán → https://example.com/de',
      'Visitantes los sáb, dom de 22:00 a 02:00 (Europe/Berlin) → https://example.com/night',
    ]);
    // Spanish writes "70 %" with a no-break space, which the text matcher reads as a space.
    const percent = (share: number) =>
      new Intl.NumberFormat('es', { style: 'percent' }).format(share).replace(/\s/g, ' ');
    expect(
      screen.getByText(
        `Todos los demás → https://example.com/a ${percent(0.7)} · https://example.com/b ${percent(0.3)}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Protegido con contraseña')).toBeInTheDocument();
    expect(screen.getByText('Límite de escaneos: 12.000 escaneos')).toBeInTheDocument();
  });
});
