import '../i18n';
import { createQueryClient, setLanguage, WebProviders } from '@qrpanel/web';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QrFormScreen } from './QrFormScreen';
import type { DomainStatus } from '@qrpanel/contracts';
import { fillIn } from '../testing/fields';

type Answer = { status: number; body?: unknown };

/** Answers each api call by "METHOD path" and records what was sent. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: { key: string; init?: RequestInit }[] = [];
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push({ key, init });
    const answer = answers[key] ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } };
    return Promise.resolve({
      ok: answer.status < 300,
      status: answer.status,
      headers: new Headers(),
      text: () => Promise.resolve(answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as Response);
  }) as unknown as typeof fetch;
  return calls;
}

function renderForm() {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={['/create-qrcode']}>
        <Routes>
          <Route path="/create-qrcode" element={<QrFormScreen />} />
          <Route path="/my-qrcodes" element={<p>The list</p>} />
        </Routes>
      </MemoryRouter>
    </WebProviders>,
  );
}

const preview = () => screen.getByTestId('qr-preview');
const typeTile = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'QR Code Type' })).getByRole('radio', { name });
const chooseType = (name: string) => userEvent.click(typeTile(name));

describe('QR form', () => {
  beforeEach(() => fakeApi({}));

  it('starts as a dynamic url code with an empty destination hinting https://, black on white, previewing the placeholder key', async () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New QR Code' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dynamic QR' })).toHaveAttribute('aria-selected', 'true');
    expect(typeTile('URL')).toBeChecked();
    const url = screen.getByRole('textbox', { name: 'Destination URL' });
    expect(url).toHaveValue('');
    expect(url).toHaveAttribute('placeholder', 'https://');
    // The colour inputs come with the kit's lazily loaded part: the first render fetches it.
    expect(await screen.findByRole('textbox', { name: 'Foreground Color' }, { timeout: 10_000 })).toHaveValue(
      '#000000',
    );
    expect(screen.getByRole('textbox', { name: 'Background Color' })).toHaveValue('#FFFFFF');
    expect(preview()).toHaveAttribute(
      'data-payload',
      `${window.location.origin}/qr-redirect/new-code-preview`,
    );
    expect(preview().querySelector('svg')).toHaveAttribute('width', '256');
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeInTheDocument();
  });

  it("resets the data fields to the new type's blank set when the type changes", async () => {
    renderForm();
    await chooseType('Text');
    await fillIn(screen.getByRole('textbox', { name: 'Text' }), 'Hello');
    await chooseType('Email');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Text' })).not.toBeInTheDocument();
    await fillIn(email, 'a@b.co');
    await chooseType('Text');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('');
  });

  it('uses native email and tel inputs', async () => {
    renderForm();
    await chooseType('vCard');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await chooseType('Phone');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('type', 'tel');
  });

  it('hides the wifi password for an open network (nopass)', async () => {
    renderForm();
    await chooseType('WiFi');
    const encryption = screen.getByRole('combobox', { name: 'Encryption' });
    expect(encryption).toHaveValue('WPA');
    expect(screen.getByRole('textbox', { name: /Password/ })).toBeInTheDocument();
    await userEvent.selectOptions(encryption, 'nopass');
    expect(screen.queryByRole('textbox', { name: /Password/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(encryption, 'WEP');
    expect(screen.getByRole('textbox', { name: /Password/ })).toBeInTheDocument();
  });

  it('refuses a logo that is not png, jpeg or svg without uploading it, and uploads one that is', async () => {
    const calls = fakeApi({
      'POST /api/uploads/logo': { status: 201, body: { logoPath: '/api/uploads/logos/abc.png' } },
    });
    const { container } = renderForm();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('The logo must be a PNG, JPEG or SVG image.')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.includes('uploads'))).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('button', { name: 'Remove Logo' })).toBeInTheDocument();
    expect(screen.queryByText('The logo must be a PNG, JPEG or SVG image.')).not.toBeInTheDocument();
    const upload = calls.find((c) => c.key === 'POST /api/uploads/logo');
    expect((upload?.init?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(preview().querySelector('image')).toHaveAttribute('href', '/api/uploads/logos/abc.png'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await waitFor(() => expect(preview().querySelector('image')).toBeNull());
  });

  it('redraws the preview 50 ms after the last change', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ delay: null, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderForm();
      await user.click(screen.getByRole('tab', { name: 'Static QR' }));
      act(() => jest.advanceTimersByTime(50));
      const url = screen.getByRole('textbox', { name: 'Destination URL' });
      await user.type(url, 'https://example.com');
      expect(preview()).toHaveAttribute('data-payload', '');
      act(() => jest.advanceTimersByTime(49));
      expect(preview()).toHaveAttribute('data-payload', '');
      act(() => jest.advanceTimersByTime(1));
      expect(preview()).toHaveAttribute('data-payload', 'https://example.com');
    } finally {
      jest.useRealTimers();
    }
  });

  it('submits nothing on Enter in a field, keeps Enter in a textarea a new line, and submits on Ctrl+Enter', async () => {
    const calls = fakeApi({});
    const posts = () => calls.filter((c) => c.key === 'POST /api/qrcodes');
    renderForm();
    const foreground = await screen.findByRole('textbox', { name: 'Foreground Color' }, { timeout: 10_000 });
    await userEvent.clear(foreground);
    await fillIn(foreground, '#1a237e');
    await userEvent.keyboard('{Enter}');
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Destination URL' }), '{Enter}');
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeEnabled();

    await chooseType('Text');
    const text = screen.getByRole('textbox', { name: 'Text' });
    await fillIn(text, 'Hello');
    await userEvent.keyboard('{Enter}');
    await userEvent.paste('World');
    expect(text).toHaveValue('Hello\nWorld');
    expect(posts()).toHaveLength(0);

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0].init?.body as string)).toMatchObject({
      label: 'Menu',
      type: 'text',
      foregroundColor: '#1a237e',
      data: { text: 'Hello\nWorld' },
    });
  });

  it('offers a short link: checks the key as it is typed, previews it, and sends it', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/keys/Taken?domain_id=0': {
        status: 200,
        body: { key: 'Taken', available: false, message: 'This key is already taken.' },
      },
      'GET /api/qrcodes/keys/summer-menu?domain_id=0': {
        status: 200,
        body: { key: 'summer-menu', available: true, message: 'This key is available.' },
      },
      'POST /api/qrcodes': { status: 201, body: {} },
    });
    renderForm();
    const key = screen.getByRole('textbox', { name: 'Short link' });
    expect(key).toHaveAccessibleDescription(
      'Letters, digits, - and _. Leave it empty and a short one is made for you.',
    );
    await userEvent.type(key, 'Taken');
    await waitFor(() => expect(key).toHaveAccessibleDescription(/This key is already taken\./));
    await userEvent.clear(key);
    await userEvent.type(key, 'two words');
    expect(key).toHaveAccessibleDescription(/A key is 1 to 64 letters, digits, - or _\./);
    await userEvent.clear(key);
    await userEvent.type(key, 'summer-menu{Enter}');
    expect(await screen.findByText('This key is available.')).toBeInTheDocument();
    await waitFor(() =>
      expect(preview()).toHaveAttribute('data-payload', `${window.location.origin}/summer-menu`),
    );
    // Enter in the field checked the key; it saved nothing.
    expect(calls.filter((c) => c.key === 'POST /api/qrcodes')).toHaveLength(0);
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await fillIn(screen.getByRole('textbox', { name: 'Destination URL' }), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/qrcodes')).toHaveLength(1));
    const sent = calls.find((c) => c.key === 'POST /api/qrcodes');
    expect(JSON.parse(sent?.init?.body as string)).toMatchObject({ label: 'Menu', key: 'summer-menu' });
  });

  it("offers the workspace's verified domains: the short link's host, its check and the preview follow the one chosen", async () => {
    const domain = (id: number, hostname: string, status: DomainStatus) => ({
      id,
      hostname,
      ascii_hostname: hostname === 'bücher.example' ? 'xn--bcher-kva.example' : hostname,
      status,
    });
    const calls = fakeApi({
      'GET /api/domains': {
        status: 200,
        body: [
          domain(3, 'pending.example', 'pending'),
          domain(4, 'go.brand.example', 'verified'),
          domain(5, 'bücher.example', 'verified'),
        ],
      },
      'GET /api/qrcodes/keys/menu?domain_id=4': {
        status: 200,
        body: { key: 'menu', available: true, message: 'This key is available.' },
      },
      'POST /api/qrcodes': { status: 201, body: {} },
    });
    renderForm();
    const select = await screen.findByRole('combobox', { name: 'Domain' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([window.location.host, 'go.brand.example', 'bücher.example']);
    expect(select).toHaveValue('');
    expect(screen.getByText(`${window.location.host}/`)).toBeInTheDocument();

    await userEvent.selectOptions(select, '5');
    expect(screen.getByText('bücher.example/')).toBeInTheDocument();
    // On a domain a code always prints its short address: a made key's stand-in until saved.
    await waitFor(() =>
      expect(preview()).toHaveAttribute('data-payload', 'https://xn--bcher-kva.example/k7m2p'),
    );

    await userEvent.selectOptions(select, '4');
    expect(screen.getByText('go.brand.example/')).toBeInTheDocument();
    await fillIn(screen.getByRole('textbox', { name: 'Short link' }), 'menu');
    expect(await screen.findByText('This key is available.')).toBeInTheDocument();
    await waitFor(() => expect(preview()).toHaveAttribute('data-payload', 'https://go.brand.example/menu'));

    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await fillIn(screen.getByRole('textbox', { name: 'Destination URL' }), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/qrcodes')).toHaveLength(1));
    const sent = calls.find((c) => c.key === 'POST /api/qrcodes');
    expect(JSON.parse(sent?.init?.body as string)).toMatchObject({ key: 'menu', domain_id: 4 });
  });

  it('offers no domain when the workspace has none verified, and sends none', async () => {
    const calls = fakeApi({
      'GET /api/domains': {
        status: 200,
        body: [{ id: 3, hostname: 'pending.example', ascii_hostname: 'pending.example', status: 'pending' }],
      },
      'POST /api/qrcodes': { status: 201, body: {} },
    });
    renderForm();
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/domains')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Domain' })).not.toBeInTheDocument();
    expect(screen.getByText(`${window.location.host}/`)).toBeInTheDocument();
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/qrcodes')).toHaveLength(1));
    const sent = calls.find((c) => c.key === 'POST /api/qrcodes');
    expect(JSON.parse(sent?.init?.body as string)).not.toHaveProperty('domain_id');
  });

  it("shows the api's field errors at their fields", async () => {
    fakeApi({
      'POST /api/qrcodes': {
        status: 422,
        body: {
          statusCode: 422,
          message: 'The destination must be an absolute URL starting with http:// or https://.',
          error: 'Unprocessable Entity',
          fields: {
            'data.url': ['The destination must be an absolute URL starting with http:// or https://.'],
          },
        },
      },
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    const url = screen.getByRole('textbox', { name: 'Destination URL' });
    await waitFor(() => expect(url).toHaveAccessibleDescription(/absolute URL starting with http/));
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeEnabled();
  });

  it('opens Upgrade Required with a link to /pricing at the plan limit', async () => {
    const message = 'You have reached the maximum number of QR codes allowed on your current plan.';
    fakeApi({
      'POST /api/qrcodes': { status: 403, body: { statusCode: 403, message, error: 'Forbidden' } },
    });
    renderForm();
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'One too many');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

describe('QR form, guided', () => {
  beforeEach(() => fakeApi({}));

  it('says what dynamic and static mean, and what a scan of each type does', async () => {
    renderForm();
    expect(screen.getByTestId('generation-line')).toHaveTextContent(
      /^Dynamic: .*change where it leads after printing/,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Static QR' }));
    expect(screen.getByTestId('generation-line')).toHaveTextContent(/^Static: .*cannot change once printed/);
    expect(typeTile('URL')).toHaveAccessibleDescription('Opens a website');
    expect(typeTile('WiFi')).toHaveAccessibleDescription('Joins a Wi-Fi network');
    expect(
      within(screen.getByRole('radiogroup', { name: 'QR Code Type' })).getAllByRole('radio'),
    ).toHaveLength(14);
    // A hosted page is dynamic only: under Static its tiles say so and take no choice.
    const pageTiles = [
      'Links page',
      'PDF / menu',
      'App download',
      'Business page',
      'Coupon',
      'Event',
      'Page (blank)',
    ];
    for (const name of pageTiles) {
      expect(typeTile(name)).toBeDisabled();
      expect(typeTile(name)).toHaveAccessibleDescription('Dynamic QR only: a page can change after printing');
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Dynamic QR' }));
    expect(typeTile('Links page')).toBeEnabled();
    expect(typeTile('Links page')).toHaveAccessibleDescription('Opens a page of your links');
    expect(typeTile('App download')).toHaveAccessibleDescription('Sends phones to their app store');
    expect(typeTile('PDF / menu')).toHaveAccessibleDescription('Shows a PDF, such as a menu');
    expect(typeTile('Business page')).toHaveAccessibleDescription(
      'Opens a page on your business: hours, address, contact',
    );
    expect(typeTile('Coupon')).toHaveAccessibleDescription('Shows a discount code');
    expect(typeTile('Event')).toHaveAccessibleDescription('Shows an event to add to a calendar');
  });

  it('folds folder, tags, expiry and smart routing under More options, design first', async () => {
    const calls = fakeApi({ 'POST /api/qrcodes': { status: 201, body: { id: 9 } } });
    renderForm();
    const more = screen.getByRole('button', { name: 'More options' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Smart routing' })).not.toBeInTheDocument();
    // The sections in the order people make a code: content, design, then the rest.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Content', 'Style and Design', 'More options']);

    await userEvent.click(screen.getByRole('tab', { name: 'Static QR' }));
    expect(screen.getByText('Folder and tags.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dynamic QR' }));
    expect(screen.getByText(/^Folder, tags, expiry date, smart routing/)).toBeInTheDocument();

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Smart routing' })).toBeInTheDocument();
    await fillIn(screen.getByRole('textbox', { name: 'Tags' }), 'menu');
    await userEvent.click(more);
    expect(screen.queryByRole('textbox', { name: 'Tags' })).not.toBeInTheDocument();

    // What was typed in the folded part is kept and sent.
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await fillIn(screen.getByRole('textbox', { name: 'Destination URL' }), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/qrcodes')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.key === 'POST /api/qrcodes')?.init?.body as string) as {
      tags: string[];
    };
    expect(body.tags).toEqual(['menu']);
  });

  it('opens More options at an error the api answered there', async () => {
    const message = 'The scan cap must be a whole number from 1.';
    fakeApi({
      'POST /api/qrcodes': {
        status: 422,
        body: { statusCode: 422, message, error: 'Unprocessable Entity', fields: { max_scans: [message] } },
      },
    });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    const cap = await screen.findByRole('spinbutton', { name: 'Scan cap (optional)' });
    expect(cap).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'More options' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('names error correction in words and keeps the margin and size behind Advanced', async () => {
    renderForm();
    const correction = await screen.findByRole('combobox', { name: 'Error correction' }, { timeout: 10_000 });
    expect(within(correction).getByRole('option', { name: /^High: survives 30 % damage/ })).toHaveValue('H');
    expect(correction).toHaveAccessibleDescription(/Higher survives logos and damage/);
    expect(screen.queryByRole('spinbutton', { name: 'Download size (px)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(screen.getByRole('spinbutton', { name: 'Download size (px)' })).toHaveValue(300);
    expect(screen.getByRole('spinbutton', { name: 'Margin (modules)' })).toBeInTheDocument();
  });

  it('marks the logo as a paid feature and offers the upgrade before a file is picked', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/stats/usage': {
        status: 200,
        body: {
          plan_name: 'Free Trial',
          qr_codes: { used: 1, limit: 3 },
          scans_this_month: { used: 0, limit: 500 },
          features: { custom_logos: false, analytics: true },
        },
      },
    });
    const { container } = renderForm();
    expect(await screen.findByText('Paid plans', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('input[type=file]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveTextContent('Custom logos are not included in your current plan.');
    expect(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(calls.filter((c) => c.key.includes('uploads'))).toHaveLength(0);
  });

  describe('on a phone', () => {
    const desk = Object.getOwnPropertyDescriptor(window, 'matchMedia') as PropertyDescriptor;
    const deskMatch = desk.value as (query: string) => MediaQueryList;
    beforeEach(() => {
      const phone = (query: string) => ({ ...deskMatch(query), matches: query === '(max-width: 61.99em)' });
      Object.defineProperty(window, 'matchMedia', { writable: true, value: phone });
    });
    afterEach(() => Object.defineProperty(window, 'matchMedia', desk));

    it('floats the preview small over the form, and unfolds it to full size on ask', async () => {
      renderForm();
      const dock = screen.getByTestId('preview-dock');
      expect(dock).toHaveStyle({ position: 'fixed' });
      expect(preview().querySelector('svg')).toHaveAttribute('width', '96');
      await userEvent.click(screen.getByRole('button', { name: 'Show the preview larger' }));
      expect(preview().querySelector('svg')).toHaveAttribute('width', '256');
      expect(screen.getByTestId('preview-payload')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Show the preview smaller' }));
      expect(preview().querySelector('svg')).toHaveAttribute('width', '96');
    });
  });
});

describe('QR form in Spanish', () => {
  beforeEach(async () => {
    fakeApi({});
    await setLanguage('es');
  });
  afterEach(async () => {
    await setLanguage('en');
  });

  it('labels the form, its type fields and the design panel with its shape pickers in Spanish', async () => {
    renderForm();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crear nuevo código QR' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'QR dinámico' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'URL de destino' })).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Estilo y diseño' })).toBeInTheDocument();

    const shapes = (group: string) =>
      within(screen.getByRole('radiogroup', { name: group }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label'));
    expect(shapes('Forma de los puntos')).toEqual([
      'Cuadrado',
      'Redondeado',
      'Puntos',
      'Elegante',
      'Muy redondeado',
    ]);
    expect(shapes('Forma del marco de los ojos')).toEqual(['Cuadrado', 'Redondeado', 'Círculo']);
    expect(shapes('Forma del centro de los ojos')).toEqual(['Cuadrado', 'Redondeado', 'Círculo']);
    await waitFor(() => expect(screen.getByTestId('scan-indicator')).toHaveTextContent('Escaneable'));

    expect(screen.getByText(/^Dinámico: el código lleva una dirección corta/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Wi-Fi' }));
    expect(screen.getByRole('radio', { name: 'Wi-Fi' })).toHaveAccessibleDescription(
      'Se une a una red Wi-Fi',
    );
    expect(screen.getByRole('textbox', { name: 'Nombre de la red (SSID)' })).toBeInTheDocument();
    const encryption = screen.getByRole('combobox', { name: 'Cifrado' });
    expect(within(encryption).getByRole('option', { name: 'Ninguno' })).toHaveValue('nopass');
    expect(screen.getByRole('button', { name: 'Crear código QR' })).toBeInTheDocument();
  });

  it("says why a logo is refused in Spanish, as the api's own check would", async () => {
    const { container } = renderForm();
    await screen.findByRole('heading', { level: 1, name: 'Crear nuevo código QR' }, { timeout: 10_000 });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('El logotipo debe ser una imagen PNG, JPEG o SVG.')).toBeInTheDocument();
  });
});
