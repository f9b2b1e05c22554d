import { PAGE_BLOCK_KINDS, type EventBlock, type HostedPage, type PageBlock } from './page-model';
import { renderPageHtml, escapeHtml, inkOn, icsOf, vcardOf } from './page-html';
import { fileAt, pageLinks, pageOf, withFilesAt } from './page-layouts';
import { validatePage, validatePageQrData } from './page-validation';

const theme = { mode: 'light', font: 'system', accent: '#1C64F2', background: '#F5F6F8' } as const;

/** One block of every kind, as the checks answer them. */
const EVERY_BLOCK: PageBlock[] = [
  { kind: 'heading', text: 'Menu' },
  { kind: 'text', text: 'Line one\nline two\n\nSecond paragraph' },
  { kind: 'image', url: 'https://img.example/a.jpg', alt: 'Our shop', width: 640, height: 480 },
  { kind: 'button', label: 'Order', url: 'https://example.com/order' },
  { kind: 'links', items: [{ label: 'Wine list', url: 'https://example.com/wine' }] },
  { kind: 'social', items: [{ network: 'instagram', url: 'https://instagram.com/shop' }] },
  { kind: 'file', label: 'Brochure', url: 'https://example.com/b.pdf' },
  { kind: 'app_badges', ios_url: 'https://apps.apple.com/app/id1', android_url: 'https://play.google.com/x' },
  {
    kind: 'hours',
    days: [
      { day: 'mon', opens: '09:00', closes: '17:00', closed: false },
      { day: 'sun', opens: '', closes: '', closed: true },
    ],
    note: 'Holidays differ',
  },
  { kind: 'address', text: '1 Main St\nSpringfield', map_url: '' },
  { kind: 'contact', name: 'Ann', phone: '+1 555 0100', email: 'ann@example.com', org: 'Shop' },
  { kind: 'coupon', title: '10% off', code: 'SAVE10', valid_until: '2030-01-31', terms: 'One per visit' },
  {
    kind: 'event',
    title: 'Tasting',
    starts_at: '2030-05-01T18:00',
    ends_at: '2030-05-01T22:00',
    time_zone: 'Europe/Paris',
    place: 'The cellar',
  },
  { kind: 'divider' },
];

const render = (page: HostedPage, hopBase: string | null = '/k/l/') =>
  renderPageHtml({ title: 'Shop', page, lang: 'en', hopBase }).html;

describe('renderPageHtml', () => {
  it('renders every kind of block', () => {
    expect(new Set(EVERY_BLOCK.map((b) => b.kind))).toEqual(new Set(PAGE_BLOCK_KINDS));
    const html = render({ theme, blocks: EVERY_BLOCK });
    for (const text of [
      '<h2>Menu</h2>',
      'Line one<br>line two</p><p>Second paragraph',
      'width="640" height="480"',
      'alt="Our shop"',
      '>Order</a>',
      '>Wine list</a>',
      '>Instagram</a>',
      '>Brochure</a>',
      'Download on the App Store',
      'Get it on Google Play',
      '<th scope="row">Monday</th><td>09:00–17:00</td>',
      '<th scope="row">Sunday</th><td>Closed</td>',
      '<address>1 Main St<br>Springfield</address>',
      'href="tel:+15550100"',
      'href="mailto:ann@example.com"',
      'data:text/vcard',
      'class="code">SAVE10<',
      'data:text/calendar',
      '<hr>',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('sends each link through its counted hop, numbered as pageLinks numbers them', () => {
    const page = { theme, blocks: EVERY_BLOCK };
    const html = render(page);
    const links = pageLinks(page);
    expect(links.map((l) => l.label)).toEqual([
      'Order',
      'Wine list',
      'Instagram',
      'Brochure',
      'App Store',
      'Google Play',
      'Map',
    ]);
    for (const link of links) expect(html).toContain(`href="/k/l/${link.n}"`);
    expect(html).not.toContain('https://example.com/order');
  });

  it('links straight to the addresses in the preview', () => {
    expect(render({ theme, blocks: [EVERY_BLOCK[3]] }, null)).toContain('href="https://example.com/order"');
  });

  it('escapes every text of the owner, so HTML and scripts show as text', () => {
    const evil = '<script>alert(1)</script>"\'&';
    const page: HostedPage = {
      theme,
      blocks: [
        { kind: 'heading', text: evil },
        { kind: 'text', text: evil },
        { kind: 'button', label: evil, url: 'https://example.com/?a="><script>' },
        { kind: 'image', url: 'https://x.example/"onerror="alert(1)', alt: evil, width: 10, height: 10 },
        { kind: 'coupon', title: evil, code: evil, valid_until: '', terms: evil },
      ],
    };
    const html = renderPageHtml({ title: evil, page, lang: 'en', hopBase: null }).html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onerror');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('inlines its style and loads nothing else', () => {
    const { html, css } = renderPageHtml({
      title: 'T',
      page: { theme, blocks: [] },
      lang: 'de',
      hopBase: null,
    });
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).toContain('<html lang="de">');
    expect(html).not.toMatch(/<script|<link|@import|url\(/);
  });

  it('writes the page words in the visitor language', () => {
    const html = renderPageHtml({
      title: 'T',
      page: { theme, blocks: [EVERY_BLOCK[12]] },
      lang: 'es',
      hopBase: null,
    }).html;
    expect(html).toContain('Añadir al calendario');
  });

  it('picks text that reads on any colour', () => {
    expect(inkOn('#FFFFFF')).toBe('#111418');
    expect(inkOn('#000000')).toBe('#FFFFFF');
    expect(inkOn('#1C64F2')).toBe('#FFFFFF');
  });

  it('escapes the calendar and the vCard texts', () => {
    expect(icsOf({ ...(EVERY_BLOCK[12] as EventBlock), title: 'A, B; C' }, new Date(0))).toContain(
      'SUMMARY:A\\, B\\; C',
    );
    expect(icsOf(EVERY_BLOCK[12] as EventBlock)).toContain('DTSTART;TZID=Europe/Paris:20300501T180000');
    expect(vcardOf({ kind: 'contact', name: 'A;B', phone: '', email: 'a@b.co', org: '' })).toContain(
      'FN:A\\;B',
    );
  });

  it('escapes the five characters HTML gives meaning', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('pageOf', () => {
  it('lays a links code out from its fields, unless its owner changed the layout', () => {
    const data = {
      title: 'Me',
      description: 'Hi',
      avatar: 'https://img.example/me.png',
      links: [{ label: 'Blog', url: 'https://blog.example' }],
      socials: [{ network: 'x' as const, url: 'https://x.com/me' }],
    };
    expect(pageOf('links', data).blocks.map((b) => b.kind)).toEqual(['image', 'text', 'links', 'social']);
    const own: HostedPage = { theme, blocks: [{ kind: 'divider' }] };
    expect(pageOf('links', { ...data, page: own })).toBe(own);
  });

  it('shows both store badges and the fallback for an app', () => {
    const page = pageOf('app', {
      title: 'App',
      ios_url: 'https://apps.apple.com/x',
      android_url: 'https://play.google.com/x',
      fallback_url: 'https://app.example',
    });
    expect(pageLinks(page).map((l) => l.url)).toEqual([
      'https://apps.apple.com/x',
      'https://play.google.com/x',
      'https://app.example',
    ]);
  });
});

describe('the starting layouts of pdf, business, coupon and event codes', () => {
  const FILE = '/api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.pdf';

  it('makes a pdf code a page with a button to its file, in the visitor language', () => {
    const data = { title: 'Menu', file: FILE, description: 'Lunch' };
    expect(pageOf('pdf', data).blocks).toEqual([
      { kind: 'text', text: 'Lunch' },
      { kind: 'file', label: 'Open the PDF', url: FILE },
    ]);
    expect(pageLinks(pageOf('pdf', data, 'de'))).toEqual([{ label: 'PDF öffnen', url: FILE, n: 1 }]);
  });

  it('lays out a business from the fields it has, and only those', () => {
    const full = pageOf('business', {
      title: 'Café Luna',
      description: 'Coffee',
      phone: '+34 600 000 000',
      email: 'hola@luna.example',
      website: 'https://luna.example',
      address: 'Calle Mayor 1',
      hours: [{ day: 'mon', opens: '09:00', closes: '18:00', closed: false }],
      socials: [{ network: 'instagram', url: 'https://instagram.com/luna' }],
    });
    expect(full.blocks.map((b) => b.kind)).toEqual([
      'text',
      'hours',
      'address',
      'contact',
      'button',
      'social',
    ]);
    expect(pageOf('business', { title: 'Bare' }).blocks).toEqual([]);
  });

  it('shows a coupon with its redeem button, and an event with its calendar and link', () => {
    const coupon = pageOf('coupon', {
      title: '20% off',
      code: 'SPRING20',
      redeem_url: 'https://shop.example',
    });
    expect(coupon.blocks).toEqual([
      { kind: 'coupon', title: '', code: 'SPRING20', valid_until: '', terms: '' },
      { kind: 'button', label: 'Redeem online', url: 'https://shop.example' },
    ]);
    const event = pageOf(
      'event',
      {
        title: 'Jazz',
        starts_at: '2031-05-14T19:30',
        ends_at: '2031-05-14T23:00',
        time_zone: 'Europe/Madrid',
        url: 'https://jazz.example',
      },
      'es',
    );
    expect(event.blocks.map((b) => b.kind)).toEqual(['event', 'button']);
    expect(renderPageHtml({ title: 'Jazz', page: event, lang: 'es', hopBase: null }).html).toContain(
      'Más información',
    );
  });

  it('puts uploaded files at the panel address and leaves other addresses alone', () => {
    expect(fileAt(FILE, 'https://qr.example')).toBe(`https://qr.example${FILE}`);
    expect(fileAt('https://cdn.example/a.pdf', 'https://qr.example')).toBe('https://cdn.example/a.pdf');
    expect(fileAt('/api/uploads/files/../../etc/passwd', 'https://qr.example')).toBe(
      '/api/uploads/files/../../etc/passwd',
    );
    const page = withFilesAt(pageOf('pdf', { title: 'Menu', file: FILE }), 'https://qr.example');
    expect(pageLinks(page)[0].url).toBe(`https://qr.example${FILE}`);
  });

  it('takes an uploaded path where a file goes, refusing one of the wrong kind or a made-up one', () => {
    const image = '/api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.webp';
    expect(validatePageQrData('pdf', { title: 'Menu', file: FILE })).toEqual({
      ok: true,
      value: { title: 'Menu', file: FILE },
    });
    expect(
      validatePageQrData('links', {
        title: 'Me',
        avatar: image,
        links: [{ label: 'a', url: 'https://a.example' }],
      }),
    ).toMatchObject({ ok: true, value: { avatar: image } });
    for (const [type, data, field] of [
      ['pdf', { title: 'Menu', file: image }, 'data.file'],
      [
        'links',
        { title: 'Me', avatar: FILE, links: [{ label: 'a', url: 'https://a.example' }] },
        'data.avatar',
      ],
      ['pdf', { title: 'Menu', file: '/api/uploads/files/x/../../secret.pdf' }, 'data.file'],
    ] as const) {
      const checked = validatePageQrData(type, data);
      expect(checked).toMatchObject({ ok: false, status: 400 });
      expect(Object.keys(checked.ok ? {} : checked.errors)).toEqual([field]);
    }
  });
});

describe('validatePage', () => {
  it('accepts every kind of block and answers it unchanged', () => {
    const checked = validatePage({ theme, blocks: EVERY_BLOCK });
    expect(checked).toEqual({ ok: true, value: { theme, blocks: EVERY_BLOCK } });
  });
});
