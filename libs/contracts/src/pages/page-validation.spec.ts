import { QR_MESSAGES } from '../qr-messages';
import { DEFAULT_PAGE_THEME, PAGE_MAX_BLOCKS } from './page-model';
import { validatePage, validatePageQrData } from './page-validation';

describe('validatePage', () => {
  it('fills the default theme and trims texts', () => {
    expect(validatePage({ blocks: [{ kind: 'heading', text: '  Hi  ' }] })).toEqual({
      ok: true,
      value: { theme: DEFAULT_PAGE_THEME.light, blocks: [{ kind: 'heading', text: 'Hi' }] },
    });
  });

  it('refuses unknown kinds and more than 100 blocks with 400', () => {
    const unknown = validatePage({ blocks: [{ kind: 'iframe' }] });
    expect(unknown).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(unknown.ok ? {} : unknown.errors)).toEqual(['page.blocks.0.kind']);
    const many = validatePage({
      blocks: Array.from({ length: PAGE_MAX_BLOCKS + 1 }, () => ({ kind: 'divider' })),
    });
    expect(many).toMatchObject({
      ok: false,
      status: 400,
      errors: { 'page.blocks': ['page.blocks must have at most 100 entries'] },
    });
    expect(
      validatePage({ blocks: Array.from({ length: PAGE_MAX_BLOCKS }, () => ({ kind: 'divider' })) }).ok,
    ).toBe(true);
  });

  it('refuses javascript: and other refused schemes in any block with 422', () => {
    for (const block of [
      { kind: 'button', label: 'x', url: 'javascript:alert(1)' },
      { kind: 'links', items: [{ label: 'x', url: ' JavaScript:alert(1)' }] },
      { kind: 'social', items: [{ network: 'x', url: 'data:text/html,hi' }] },
      { kind: 'image', url: 'vbscript:x', alt: '', width: 1, height: 1 },
      { kind: 'address', text: 'Here', map_url: 'file:///etc/passwd' },
    ]) {
      expect(validatePage({ blocks: [block] })).toMatchObject({
        ok: false,
        status: 422,
        message: QR_MESSAGES.urlSchemeRefused,
      });
    }
  });

  it('answers 400 for the shape before 422 for the addresses', () => {
    const checked = validatePage({ blocks: [{ kind: 'button', label: '', url: 'javascript:x' }] });
    expect(checked).toMatchObject({ ok: false, status: 400 });
  });

  it('checks texts, colours, times and zones', () => {
    const checked = validatePage({
      theme: { accent: 'red', font: 'comic' },
      blocks: [
        { kind: 'heading', text: 'x'.repeat(121) },
        { kind: 'hours', days: [{ day: 'mon', opens: '9', closes: '17:00' }] },
        {
          kind: 'event',
          title: 'E',
          starts_at: '2030-01-02T10:00',
          ends_at: '2030-01-01T10:00',
          time_zone: 'Mars/Base',
        },
        { kind: 'contact', name: 'No way to reach' },
        { kind: 'heading', text: 'two\nlines' },
      ],
    });
    expect(checked.ok).toBe(false);
    expect(Object.keys(checked.ok ? {} : checked.errors).sort()).toEqual(
      [
        'page.theme.accent',
        'page.theme.font',
        'page.blocks.0.text',
        'page.blocks.1.days.0.opens',
        'page.blocks.2.time_zone',
        'page.blocks.2.ends_at',
        'page.blocks.3',
        'page.blocks.4.text',
      ].sort(),
    );
  });
});

describe('validatePageQrData', () => {
  it('keeps a links code fields and drops others', () => {
    const checked = validatePageQrData('links', {
      title: ' Me ',
      links: [{ label: 'Blog', url: 'https://blog.example' }],
      socials: [],
      url: 'https://ignored.example',
    });
    expect(checked).toEqual({
      ok: true,
      value: { title: 'Me', links: [{ label: 'Blog', url: 'https://blog.example' }] },
    });
  });

  it('needs both stores of an app', () => {
    const checked = validatePageQrData('app', { title: 'A', ios_url: 'https://apps.apple.com/x' });
    expect(checked).toMatchObject({
      ok: false,
      status: 400,
      errors: { 'data.android_url': ['data.android_url is required'] },
    });
  });

  it('refuses a link back to one of the suite own redirect addresses', () => {
    const checked = validatePageQrData(
      'links',
      { title: 'A', links: [{ label: 'Loop', url: 'https://qr.example/qr-redirect/abc' }] },
      ['qr.example'],
    );
    expect(checked).toMatchObject({ ok: false, status: 422, message: QR_MESSAGES.urlIsRedirect });
  });

  it('needs the blocks of a blank page to be valid', () => {
    expect(
      validatePageQrData('page', { title: 'P', page: { blocks: [{ kind: 'text', text: 'Hi' }] } }).ok,
    ).toBe(true);
    expect(validatePageQrData('page', { title: 'P', page: { blocks: 'no' } })).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});
