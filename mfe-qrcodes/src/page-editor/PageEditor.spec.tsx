import '../i18n';
import { PAGE_BLOCK_KINDS } from '@qrpanel/contracts';
import { setLanguage } from '@qrpanel/web';
import { renderAt } from '@qrpanel/web/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QrFormScreen } from '../form/QrFormScreen';
import { fillIn } from '../testing/fields';
import { fakeApi, qrCode, sentBody, type FakeReply } from '../testing/screens';

const KIND_NAMES: Record<string, string> = {
  heading: 'Heading',
  text: 'Text',
  image: 'Image',
  button: 'Button',
  links: 'Links',
  social: 'Social profiles',
  file: 'PDF file',
  app_badges: 'App store badges',
  hours: 'Opening hours',
  address: 'Address',
  contact: 'Contact',
  coupon: 'Coupon',
  event: 'Event',
  divider: 'Divider',
};

function renderCreate(replies: Record<string, FakeReply> = {}) {
  const api = fakeApi(replies);
  renderAt('/create-qrcode', {
    '/create-qrcode': <QrFormScreen />,
    '/my-qrcodes': <p>The list</p>,
  });
  return api;
}

const typeTile = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'QR Code Type' })).getByRole('radio', { name });
const editor = () => screen.getByTestId('page-editor');
const block = (n: number, kind: string) => screen.getByRole('group', { name: `Block ${n}: ${kind}` });
/** The palette, to find its buttons among its own few: naming every button of the form is slow in jsdom. */
const palette = () => within(screen.getByRole('group', { name: 'Add a block' }));
const addBlock = (kind: string) =>
  userEvent.click(palette().getByRole('button', { name: `Add a block: ${kind}` }));
/** The page the preview's frame shows, once its short pause has passed. */
const previewHtml = () => screen.getByTestId('page-preview').getAttribute('srcdoc') ?? '';
const expectPreview = (pattern: RegExp) => waitFor(() => expect(previewHtml()).toMatch(pattern));
/** The calls that sent a code (create or save). */
type Call = [url: string, init?: RequestInit];
const saves = (api: jest.Mock) =>
  (api.mock.calls as Call[]).filter(
    ([url, init]) =>
      /\/api\/qrcodes(\/\d+)?$/.test(url) && init?.method !== undefined && init.method !== 'GET',
  );
/** The body of the first create or save. */
const savedBody = (api: jest.Mock) => sentBody(api, (api.mock.calls as Call[]).indexOf(saves(api)[0]));

async function startBlankPage(title = 'Spring fair') {
  await userEvent.click(typeTile('Page (blank)'));
  await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), title);
}

describe('the hosted page editor', () => {
  /** Adds these kinds to a new blank page, checking each lands as the next block with the focus in it. */
  async function addKinds(kinds: readonly string[]) {
    renderCreate();
    await startBlankPage();
    expect(screen.getByText('No blocks yet: add one above.')).toBeInTheDocument();
    for (const [i, kind] of kinds.entries()) {
      await addBlock(KIND_NAMES[kind]);
      const card = block(i + 1, KIND_NAMES[kind]);
      expect(card).toHaveAttribute('data-kind', kind);
      // The focus lands in the new block: on its first field, or the block itself (a divider).
      expect(card.contains(document.activeElement)).toBe(true);
    }
    expect(screen.getByRole('heading', { name: `Blocks (${kinds.length} blocks)` })).toBeInTheDocument();
  }

  it('adds the first half of the kinds of block from the palette, each with fields fitting its kind', async () => {
    await addKinds(PAGE_BLOCK_KINDS.slice(0, 7));
    expect(within(block(1, 'Heading')).getByRole('textbox', { name: /^Heading/ })).toBeInTheDocument();
    expect(within(block(2, 'Text')).getByRole('textbox', { name: /^Text/ }).tagName).toBe('TEXTAREA');
    expect(
      within(block(3, 'Image')).getByRole('textbox', { name: /Description of the image/ }),
    ).toBeInTheDocument();
    expect(within(block(3, 'Image')).getByRole('spinbutton', { name: /Width/ })).toHaveValue(600);
    expect(within(block(4, 'Button')).getByRole('textbox', { name: /Button label/ })).toBeInTheDocument();
    expect(within(block(5, 'Links')).getByRole('group', { name: 'Link 1' })).toBeInTheDocument();
    expect(within(block(6, 'Social profiles')).getByRole('combobox', { name: 'Network' })).toHaveValue(
      'instagram',
    );
    expect(within(block(7, 'PDF file')).getByRole('textbox', { name: /PDF address/ })).toBeInTheDocument();
    await expectPreview(/<h1>Spring fair<\/h1><h2><\/h2>/);
  }, 120_000);

  it('adds the second half of the kinds of block from the palette, each with fields fitting its kind', async () => {
    await addKinds(PAGE_BLOCK_KINDS.slice(7));
    expect(
      within(block(1, 'App store badges')).getByRole('textbox', { name: 'Google Play address' }),
    ).toBeInTheDocument();
    expect(within(block(2, 'Opening hours')).getAllByRole('group', { name: /^Day \d$/ })).toHaveLength(5);
    expect(within(block(3, 'Address')).getByRole('textbox', { name: /Map address/ })).toBeInTheDocument();
    expect(within(block(4, 'Contact')).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(block(5, 'Coupon')).getByRole('textbox', { name: /Coupon code/ })).toBeInTheDocument();
    expect(within(block(6, 'Event')).getByRole('combobox', { name: /Time zone/ })).toBeInTheDocument();
    expect(
      within(block(7, 'Divider')).getByText('A line between the blocks above and below.'),
    ).toBeInTheDocument();
    // The preview is the served page's renderer: the opening hours' table, the divider's rule.
    await expectPreview(/<table>.*Monday.*09:00–17:00/);
    await expectPreview(/<hr><\/main>/);
  }, 120_000);

  it('edits a block in place and the preview follows as the user types', async () => {
    renderCreate();
    await startBlankPage();
    await addBlock('Heading');
    await userEvent.type(
      within(block(1, 'Heading')).getByRole('textbox', { name: /^Heading/ }),
      'Welcome <all>',
    );
    await addBlock('Button');
    const button = block(2, 'Button');
    await userEvent.type(within(button).getByRole('textbox', { name: /Button label/ }), 'Tickets');
    await userEvent.type(within(button).getByRole('textbox', { name: /Address/ }), 'https://example.com/t');
    // Escaped, and the preview's links go straight to their addresses (no counted hop).
    await expectPreview(/<h1>Spring fair<\/h1><h2>Welcome &lt;all&gt;<\/h2>/);
    await expectPreview(/<a class="btn" href="https:\/\/example.com\/t">Tickets<\/a>/);
    expect(screen.getByTestId('page-preview')).toHaveAttribute('sandbox', '');
    expect(screen.getByTitle('Preview of the page a scan opens')).toBeInTheDocument();

    // The theme: dark, a serif font.
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'serif');
    await expectPreview(/background:#15171C/);
    await expectPreview(/font:16px\/1.5 Georgia/);
  });

  it('reorders blocks by keyboard alone: move buttons keep the focus, Alt+arrows inside a block', async () => {
    renderCreate();
    await startBlankPage();
    await addBlock('Heading');
    await userEvent.paste('First');
    await addBlock('Text');
    await userEvent.paste('Second');
    await addBlock('Divider');
    await expectPreview(/<h2>First<\/h2><p>Second<\/p><hr>/);

    const down = screen.getByRole('button', { name: 'Move block 1 (Heading) down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(block(1, 'Text')).toBeInTheDocument();
    expect(block(2, 'Heading')).toBeInTheDocument();
    // The focus follows the block to its new place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 2 (Heading) down' }));
    await userEvent.keyboard('{Enter}');
    // At the end its Move down is off: the focus stays on its Move up.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move block 3 (Heading) up' }));
    await expectPreview(/<p>Second<\/p><hr><h2>First<\/h2>/);

    // Alt+↑ inside a block's field.
    within(block(3, 'Heading')).getByRole('textbox').focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(block(2, 'Heading')).toBeInTheDocument();
    await expectPreview(/<p>Second<\/p><h2>First<\/h2><hr>/);

    // Removing a block puts the focus on the next one.
    await userEvent.click(screen.getByRole('button', { name: 'Remove block 1 (Text)' }));
    expect(document.activeElement).toBe(block(1, 'Heading'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove block 2 (Divider)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove block 1 (Heading)' }));
    // The last one gone: back to the palette.
    expect(document.activeElement).toBe(palette().getByRole('button', { name: 'Add a block: Heading' }));
  });

  it('undoes and redoes the page edits, by buttons and Ctrl+Z / Shift+Ctrl+Z inside the editor', async () => {
    renderCreate();
    await startBlankPage('Fair');
    const undo = () => within(editor()).getByRole('button', { name: 'Undo: page edit' });
    const redo = () => within(editor()).getByRole('button', { name: 'Redo: page edit' });
    expect(redo()).toBeDisabled();
    await addBlock('Heading');
    const heading = within(block(1, 'Heading')).getByRole('textbox');
    await userEvent.type(heading, 'Hello');
    await addBlock('Text');
    expect(block(2, 'Text')).toBeInTheDocument();

    // Ctrl+Z in the new block's field takes the block back.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(screen.queryByRole('group', { name: 'Block 2: Text' })).not.toBeInTheDocument();
    // The word typed is one step.
    await userEvent.click(undo());
    expect(within(block(1, 'Heading')).getByRole('textbox')).toHaveValue('');
    await expectPreview(/<h2><\/h2>/);
    // Redo by keys, from a field of the editor.
    within(block(1, 'Heading')).getByRole('textbox').focus();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(block(1, 'Heading')).getByRole('textbox')).toHaveValue('Hello');
    await userEvent.click(redo());
    expect(block(2, 'Text')).toBeInTheDocument();
    expect(redo()).toBeDisabled();
    await expectPreview(/<h2>Hello<\/h2><p><\/p>/);
    // A new edit forgets what could be redone.
    await userEvent.click(undo());
    await addBlock('Divider');
    expect(redo()).toBeDisabled();
    expect(block(2, 'Divider')).toBeInTheDocument();
  });

  it('checks the page as the api would before sending: each problem under its field, nothing sent', async () => {
    const api = renderCreate();
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Fair');
    await startBlankPage();
    await addBlock('Button');
    await fillIn(within(block(1, 'Button')).getByRole('textbox', { name: /Address/ }), 'javascript:alert(1)');
    await addBlock('Contact');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    const button = block(1, 'Button');
    expect(await within(button).findByText('data.page.blocks.0.label is required')).toBeInTheDocument();
    expect(within(button).getByRole('textbox', { name: /Button label/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A contact with no way to reach it: said at the block.
    expect(
      within(block(2, 'Contact')).getByText('data.page.blocks.1 needs a phone number or an email address'),
    ).toBeInTheDocument();
    expect(saves(api)).toHaveLength(0);
  });

  it("shows the api's field errors for a bad block under that block's field", async () => {
    const refused = 'data.page.blocks.1.url points back at this server: it would loop';
    const api = renderCreate({
      'POST /api/qrcodes': {
        status: 422,
        body: { statusCode: 422, message: refused, fields: { 'data.page.blocks.1.url': [refused] } },
      },
    });
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Fair');
    await startBlankPage();
    await addBlock('Heading');
    await userEvent.paste('Hi');
    await addBlock('Button');
    await userEvent.paste('Go');
    await fillIn(within(block(2, 'Button')).getByRole('textbox', { name: /Address/ }), 'https://localhost/x');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    const url = within(block(2, 'Button')).getByRole('textbox', { name: /Address/ });
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(within(block(2, 'Button')).getByText(refused)).toBeInTheDocument();
    expect(saves(api)).toHaveLength(1);
    expect(savedBody(api)).toMatchObject({
      type: 'page',
      generation_type: 'dynamic',
      data: {
        title: 'Spring fair',
        page: {
          theme: { mode: 'light', font: 'system' },
          blocks: [
            { kind: 'heading', text: 'Hi' },
            { kind: 'button', label: 'Go', url: 'https://localhost/x' },
          ],
        },
      },
    });
  });
});

describe('the links page and app forms', () => {
  it('makes a links page: title, links added and reordered, socials, the preview following, then saves it', async () => {
    const api = renderCreate({ 'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'links' }) } });
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Bio');
    await userEvent.click(typeTile('Links page'));
    expect(typeTile('Links page')).toBeChecked();
    await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), 'Ana Ruiz');
    await fillIn(screen.getByRole('textbox', { name: 'Description' }), 'Ceramics');
    const link = (n: number) => screen.getByRole('group', { name: `Link ${n}` });
    await fillIn(within(link(1)).getByRole('textbox', { name: /Label/ }), 'Shop');
    await fillIn(within(link(1)).getByRole('textbox', { name: /Address/ }), 'https://example.com/shop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    // The focus goes to the new link's first field.
    expect(document.activeElement).toBe(within(link(2)).getByRole('textbox', { name: /Label/ }));
    await userEvent.paste('Blog');
    await fillIn(within(link(2)).getByRole('textbox', { name: /Address/ }), 'https://example.com/blog');
    await expectPreview(/<h1>Ana Ruiz<\/h1><p>Ceramics<\/p><ul><li>.*>Shop<\/a><\/li><li>.*>Blog<\/a>/);

    // Blog first, by keyboard.
    screen.getByRole('button', { name: 'Move Link 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Link 1 down' }));
    await expectPreview(/>Blog<\/a><\/li><li>.*>Shop<\/a>/);

    await userEvent.click(screen.getByRole('button', { name: 'Add a profile' }));
    const profile = screen.getByRole('group', { name: 'Profile 1' });
    await userEvent.selectOptions(within(profile).getByRole('combobox', { name: 'Network' }), 'github');
    await fillIn(within(profile).getByRole('textbox', { name: /Profile address/ }), 'https://github.com/ana');
    await expectPreview(/>GitHub<\/a>/);

    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      label: 'Bio',
      type: 'links',
      generation_type: 'dynamic',
      data: {
        title: 'Ana Ruiz',
        description: 'Ceramics',
        links: [
          { label: 'Blog', url: 'https://example.com/blog' },
          { label: 'Shop', url: 'https://example.com/shop' },
        ],
        socials: [{ network: 'github', url: 'https://github.com/ana' }],
      },
    });
    const body = savedBody(api) as Record<string, unknown>;
    // A page routes by rules (none here); a split is url codes' alone.
    expect(body.rules).toBeNull();
    expect(body).not.toHaveProperty('split');
  });

  it('turns a links page into blocks of its own, starting from the layout its fields make', async () => {
    renderCreate();
    await userEvent.click(typeTile('Links page'));
    await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), 'Ana');
    const link = screen.getByRole('group', { name: 'Link 1' });
    await fillIn(within(link).getByRole('textbox', { name: /Label/ }), 'Shop');
    const own = screen.getByRole('switch', { name: 'Design the page with blocks' });
    expect(own).toHaveAccessibleDescription(/made from the fields above/);
    await userEvent.click(own);
    expect(own).toHaveAccessibleDescription(/the fields above no longer change it/);
    const links = block(1, 'Links');
    expect(within(links).getByRole('textbox', { name: /Label/ })).toHaveValue('Shop');
    await addBlock('Heading');
    await userEvent.paste('Visit');
    await expectPreview(/>Shop<\/a><\/li><\/ul><h2>Visit<\/h2>/);
  });

  it('makes an app download code: both stores and a website for other devices', async () => {
    const api = renderCreate({ 'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'app' }) } });
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'App');
    await userEvent.click(typeTile('App download'));
    await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), 'Trailmap');
    await fillIn(
      screen.getByRole('textbox', { name: /App Store address/ }),
      'https://apps.apple.com/app/id1',
    );
    await fillIn(
      screen.getByRole('textbox', { name: /Google Play address/ }),
      'https://play.google.com/store/apps/details?id=x',
    );
    await fillIn(screen.getByRole('textbox', { name: /Website/ }), 'https://example.com');
    await expectPreview(/Download on the App Store.*Get it on Google Play.*>Website<\/a>/);
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      type: 'app',
      data: {
        title: 'Trailmap',
        ios_url: 'https://apps.apple.com/app/id1',
        android_url: 'https://play.google.com/store/apps/details?id=x',
        fallback_url: 'https://example.com',
      },
    });
  });

  it('edits a saved links page: its fields filled in, its type kept, the changes saved to it', async () => {
    const saved = qrCode({
      type: 'links',
      data: { title: 'Ana', links: [{ label: 'Shop', url: 'https://example.com/shop' }] },
      current_destination: null,
    });
    const api = fakeApi({
      'GET /api/qrcodes/7': { body: saved },
      'PUT /api/qrcodes/7': { body: saved },
    });
    renderAt('/edit-qrcode/7', {
      '/edit-qrcode/7': <QrFormScreen id={7} />,
      '/my-qrcodes': <p>The list</p>,
    });
    const title = await screen.findByRole('textbox', { name: /^Page title/ });
    expect(title).toHaveValue('Ana');
    expect(typeTile('Links page')).toBeChecked();
    expect(typeTile('URL')).toBeDisabled();
    await userEvent.clear(title);
    await fillIn(title, 'Ana Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      type: 'links',
      data: { title: 'Ana Ruiz', links: [{ label: 'Shop', url: 'https://example.com/shop' }] },
    });
  });
});

describe('the PDF, business, coupon and event forms', () => {
  /** Creates the code, checked first by the form as the api would. */
  const create = () => userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
  /** A field with no role of its own (a date, a time), set as a date picker sets it. */
  const pick = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

  async function start(label: string, tile: string, title: string, replies: Record<string, FakeReply> = {}) {
    const api = renderCreate(replies);
    await fillIn(screen.getByRole('textbox', { name: 'Label' }), label);
    await userEvent.click(typeTile(tile));
    expect(within(editor()).getByRole('heading', { name: tile })).toBeInTheDocument();
    await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), title);
    return api;
  }

  it('makes a PDF code: the file required, its address and a description, the page opening it', async () => {
    const api = await start('Menu', 'PDF / menu', 'Our menu', {
      'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'pdf' }) },
    });
    const file = screen.getByRole('textbox', { name: /^PDF file/ });
    expect(file).toHaveAccessibleDescription(/Upload a PDF of at most 20 MB, or give its https address/);
    await create();
    expect(await screen.findByText('data.file is required')).toBeInTheDocument();
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(saves(api)).toHaveLength(0);

    await fillIn(file, 'https://example.com/menu.pdf');
    await fillIn(screen.getByRole('textbox', { name: 'Description' }), 'Served from noon');
    await expectPreview(
      /<p>Served from noon<\/p><p><a class="btn" href="https:\/\/example.com\/menu.pdf">Open the PDF<\/a>/,
    );
    await create();
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      type: 'pdf',
      data: { title: 'Our menu', file: 'https://example.com/menu.pdf', description: 'Served from noon' },
    });
  });

  it('makes a business page: contact, address, weekday hours to change, socials, each problem at its field', async () => {
    const api = await start('Cafe', 'Business page', 'Café Luna', {
      'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'business' }) },
    });
    await fillIn(screen.getByRole('textbox', { name: 'Phone' }), 'call us');
    await fillIn(screen.getByRole('textbox', { name: 'Email' }), 'luna.example.com');
    // Enter in the address's textarea starts a new line.
    await fillIn(screen.getByRole('textbox', { name: /^Address/ }), 'Calle Mayor 1');
    await userEvent.keyboard('{Enter}');
    await userEvent.paste('Madrid');
    // Monday to Friday, 09:00–17:00, to start from.
    const hours = screen.getByRole('group', { name: 'Opening hours' });
    const day = (n: number) => within(hours).getByRole('group', { name: `Day ${n}` });
    expect(within(hours).getAllByRole('group', { name: /^Day \d$/ })).toHaveLength(5);
    expect(within(day(5)).getByRole('combobox', { name: 'Day' })).toHaveValue('fri');
    expect(within(day(1)).getByLabelText('Opens')).toHaveValue('09:00');
    pick(within(day(1)).getByLabelText('Opens'), '');
    await create();
    expect(await screen.findByText('data.phone must be a phone number')).toBeInTheDocument();
    expect(screen.getByText('data.email must be a valid email address')).toBeInTheDocument();
    expect(within(day(1)).getByText('data.hours.0.opens is required')).toBeInTheDocument();
    expect(saves(api)).toHaveLength(0);

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await fillIn(phone, '+34 600 000 000');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await fillIn(email, 'hola@example.com');
    pick(within(day(1)).getByLabelText('Opens'), '08:30');
    await userEvent.click(within(day(5)).getByRole('checkbox', { name: 'Closed' }));
    expect(within(day(5)).getByLabelText('Opens')).toBeDisabled();
    await userEvent.click(within(hours).getByRole('button', { name: 'Remove Day 4' }));
    await fillIn(screen.getByRole('textbox', { name: /^Website/ }), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add a profile' }));
    await fillIn(screen.getByRole('textbox', { name: /Profile address/ }), 'https://instagram.com/luna');
    await expectPreview(/Monday.*08:30–17:00.*Friday<\/th><td>Closed/);
    await expectPreview(/<address>Calle Mayor 1<br>Madrid<\/address>/);
    await expectPreview(/>Website<\/a>.*>Instagram<\/a>/);

    await create();
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      type: 'business',
      data: {
        title: 'Café Luna',
        phone: '+34 600 000 000',
        email: 'hola@example.com',
        website: 'https://example.com',
        address: 'Calle Mayor 1\nMadrid',
        hours: [
          { day: 'mon', opens: '08:30', closes: '17:00', closed: false },
          { day: 'tue', opens: '09:00', closes: '17:00', closed: false },
          { day: 'wed', opens: '09:00', closes: '17:00', closed: false },
          { day: 'fri', opens: '', closes: '', closed: true },
        ],
        socials: [{ network: 'instagram', url: 'https://instagram.com/luna' }],
      },
    });
  });

  it('makes a coupon: its code required, the date, terms and where to redeem it', async () => {
    const api = await start('Sale', 'Coupon', 'Spring sale', {
      'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'coupon' }) },
    });
    const code = screen.getByRole('textbox', { name: /^Coupon code/ });
    expect(code).toHaveAttribute('maxLength', '40');
    await create();
    expect(await screen.findByText('data.code is required')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await fillIn(code, 'SPRING20');
    pick(screen.getByLabelText('Valid until (optional)'), '2026-06-30');
    await fillIn(screen.getByRole('textbox', { name: 'Terms' }), 'One per customer');
    await fillIn(screen.getByRole('textbox', { name: /^Redeem online/ }), 'https://shop.example.com/redeem');
    await expectPreview(/<p class="code">SPRING20<\/p><p>Valid until 2026-06-30<\/p>/);
    await expectPreview(/href="https:\/\/shop.example.com\/redeem">Redeem online<\/a>/);
    await create();
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      type: 'coupon',
      data: {
        title: 'Spring sale',
        code: 'SPRING20',
        valid_until: '2026-06-30',
        terms: 'One per customer',
        redeem_url: 'https://shop.example.com/redeem',
      },
    });
  });

  it("makes an event in the browser's time zone: an end before the start is refused at the end", async () => {
    const api = await start('Fair', 'Event', 'Spring fair', {
      'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'event' }) },
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue(zone);
    pick(screen.getByLabelText(/^Starts/), '2026-05-02T18:00');
    pick(screen.getByLabelText(/^Ends/), '2026-05-02T10:00');
    await create();
    expect(await screen.findByText('data.ends_at must not be before the start')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAttribute('aria-invalid', 'true');
    expect(saves(api)).toHaveLength(0);

    pick(screen.getByLabelText(/^Ends/), '2026-05-02T22:00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/Madrid');
    await fillIn(screen.getByRole('textbox', { name: 'Place' }), 'Plaza Mayor');
    await fillIn(screen.getByRole('textbox', { name: /^Tickets or programme/ }), 'https://example.com/t');
    await expectPreview(
      /<h2>Spring fair<\/h2><p>2026-05-02 18:00 – 2026-05-02 22:00 \(Europe\/Madrid\)<\/p><p>Plaza Mayor<\/p>/,
    );
    await expectPreview(/>More information<\/a>/);
    await create();
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({
      type: 'event',
      data: {
        title: 'Spring fair',
        starts_at: '2026-05-02T18:00',
        ends_at: '2026-05-02T22:00',
        time_zone: 'Europe/Madrid',
        place: 'Plaza Mayor',
        url: 'https://example.com/t',
      },
    });
  });

  it('turns a coupon into blocks of its own, its layout starting from the fields', async () => {
    await start('Sale', 'Coupon', 'Spring sale');
    await fillIn(screen.getByRole('textbox', { name: /^Coupon code/ }), 'SPRING20');
    await userEvent.click(screen.getByRole('switch', { name: 'Design the page with blocks' }));
    expect(within(block(1, 'Coupon')).getByRole('textbox', { name: /Coupon code/ })).toHaveValue('SPRING20');
    await addBlock('Divider');
    await expectPreview(/<p class="code">SPRING20<\/p><\/div><hr>/);
  });

  it('edits a saved business page that shows no opening hours: none are added', async () => {
    const saved = qrCode({ type: 'business', data: { title: 'Luna' }, current_destination: null });
    const api = fakeApi({ 'GET /api/qrcodes/7': { body: saved }, 'PUT /api/qrcodes/7': { body: saved } });
    renderAt('/edit-qrcode/7', {
      '/edit-qrcode/7': <QrFormScreen id={7} />,
      '/my-qrcodes': <p>The list</p>,
    });
    expect(await screen.findByRole('textbox', { name: /^Page title/ })).toHaveValue('Luna');
    const hours = screen.getByRole('group', { name: 'Opening hours' });
    expect(within(hours).queryAllByRole('group', { name: /^Day \d$/ })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('The list');
    expect(savedBody(api)).toMatchObject({ type: 'business', data: { title: 'Luna', hours: [] } });
  });
});

describe('the page preview on a phone', () => {
  const desk = Object.getOwnPropertyDescriptor(window, 'matchMedia') as PropertyDescriptor;
  const deskMatch = desk.value as (query: string) => MediaQueryList;
  beforeEach(() => {
    const phone = (query: string) => ({ ...deskMatch(query), matches: query === '(max-width: 61.99em)' });
    Object.defineProperty(window, 'matchMedia', { writable: true, value: phone });
  });
  afterEach(() => Object.defineProperty(window, 'matchMedia', desk));

  it("sits behind the floating preview's toggle, the page first, the code a tap away", async () => {
    renderCreate();
    await startBlankPage('Fair');
    expect(screen.getByTestId('preview-dock')).toHaveStyle({ position: 'fixed' });
    expect(screen.queryByTestId('page-preview')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the preview larger' }));
    await expectPreview(/<h1>Fair<\/h1>/);
    const choice = screen.getByRole('group', { name: 'What the preview shows' });
    await userEvent.click(within(choice).getByRole('button', { name: 'QR code' }));
    expect(within(choice).getByRole('button', { name: 'QR code' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('page-preview')).not.toBeInTheDocument();
    expect(screen.getByTestId('qr-preview')).toBeVisible();
  });
});

describe('the hosted page editor in Spanish', () => {
  beforeEach(() => setLanguage('es'));
  afterEach(() => setLanguage('en'));

  it('labels the palette, the blocks and the preview in Spanish, the page itself in Spanish too', async () => {
    renderCreate();
    const tile = await screen.findByRole('radio', { name: 'Página (en blanco)' }, { timeout: 10_000 });
    await userEvent.click(tile);
    await fillIn(screen.getByRole('textbox', { name: /^Título de la página/ }), 'Feria');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir un bloque: Horario' }));
    expect(screen.getByRole('group', { name: 'Bloque 1: Horario' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bajar el bloque 1 (Horario)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deshacer: cambio de la página' })).toBeEnabled();
    expect(screen.getByTitle('Vista previa de la página que abre un escaneo')).toBeInTheDocument();
    await expectPreview(/<html lang="es">.*Lunes/);
  });
});
