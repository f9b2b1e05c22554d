import { defaultDesign, type QrDesign, type QrTemplateDto } from '@qrpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@qrpanel/web';
import { fakeApi, renderScreen, sentBody, user, type FakeReply } from '../testing/screens';

const GREEN: QrDesign = {
  ...defaultDesign(),
  dots: { shape: 'classy', color: '#004D40' },
  frame: { id: 'banner', text: 'Menu', color: '#004D40', textColor: '#FFFFFF' },
};

function template(overrides: Partial<QrTemplateDto>): QrTemplateDto {
  return {
    id: 1,
    name: 'Brand',
    design: GREEN,
    shared: false,
    user_id: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const MINE = template({ id: 1, name: 'Brand' });
const HOUSE = template({ id: 2, name: 'House style', shared: true, user_id: 99 });
const callsTo = (calls: jest.Mock, method: string, url: string) =>
  calls.mock.calls.findIndex(
    ([u, init]) => u === url && (init as RequestInit | undefined)?.method === method,
  );

describe('Templates (/templates)', () => {
  it('lists own and published templates, each drawn, and lets a user change only their own', async () => {
    fakeApi({ 'GET /api/qr-templates': { body: [MINE, HOUSE] } });
    renderScreen('/templates');
    const mine = await screen.findByRole('article', { name: 'Brand' });
    const house = screen.getByRole('article', { name: 'House style' });
    expect(within(mine).getByRole('img', { name: 'Preview of the template Brand' })).toBeInTheDocument();
    expect(within(house).getByText('Shared')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Rename' })).toBeInTheDocument();
    expect(within(house).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(house).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
  });

  it('renames and deletes a template, and a super_admin publishes one', async () => {
    const calls = fakeApi({
      'GET /api/qr-templates': { body: [MINE] },
      'PUT /api/qr-templates/1': { body: { ...MINE, name: 'Brand 2026' } },
      'DELETE /api/qr-templates/1': { status: 204 },
    });
    renderScreen('/templates', user({ role: 'super_admin' }));
    const card = await screen.findByRole('article', { name: 'Brand' });
    await userEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Brand' });
    const name = within(dialog).getByRole('textbox', { name: 'Template name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Brand 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Template renamed.')).toBeInTheDocument();
    expect(sentBody(calls, callsTo(calls, 'PUT', '/api/qr-templates/1'))).toEqual({ name: 'Brand 2026' });

    await userEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentBody(calls, calls.mock.calls.length - 2)).toEqual({ shared: true }));

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    expect(
      await screen.findByText('Template deleted. QR codes made from it keep their design.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/qr-templates/1')).toBeGreaterThan(-1);
  });

  it('says so when there are none', async () => {
    fakeApi({ 'GET /api/qr-templates': { body: [] } });
    renderScreen('/templates');
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
  });
});

describe('Templates in the Style and Design panel', () => {
  // Toasts outlive a test: those of the ones before would queue this one's behind them.
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it("applies a template's design to the form, which undo takes back", async () => {
    fakeApi({ 'GET /api/qr-templates': { body: [MINE, HOUSE] } });
    renderScreen('/create-qrcode');
    const foreground = await screen.findByRole('textbox', { name: 'Foreground Color' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Apply template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'House style (Shared)' }));
    expect(await screen.findByText('Template "House style" applied.')).toBeInTheDocument();
    expect(foreground).toHaveValue('#004D40');
    expect(screen.getByRole('radio', { name: 'Classy' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(foreground).toHaveValue('#000000');
  });

  it('gives an applied template the design as changed since, when it is the user’s to change', async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/qr-templates': { body: [MINE, HOUSE] },
      'PUT /api/qr-templates/1': {
        status: 422,
        body: { statusCode: 422, message: 'Foreground and background are too close in contrast' },
      },
    };
    const calls = fakeApi(replies);
    renderScreen('/create-qrcode');
    await screen.findByRole('textbox', { name: 'Foreground Color' }, { timeout: 10_000 });
    const applyTemplate = async (option: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: 'Apply template' }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    // A published template is the super_admin's: a user applies it, and cannot change it.
    await applyTemplate('House style (Shared)');
    expect(screen.queryByRole('button', { name: /^Update/ })).toBeNull();

    await applyTemplate('Brand');
    const dots = screen.getByRole('radiogroup', { name: 'Dot Shape' });
    await userEvent.click(within(dots).getByRole('radio', { name: 'Rounded' }));
    const update = screen.getByRole('button', { name: 'Update "Brand"' });
    // Refused by the api (its checks are the code's): its message, and nothing else changes.
    await userEvent.click(update);
    expect(
      await screen.findByText('Foreground and background are too close in contrast'),
    ).toBeInTheDocument();
    const sent = sentBody(calls, callsTo(calls, 'PUT', '/api/qr-templates/1')) as object;
    expect(Object.keys(sent)).toEqual(['design']);
    expect(sent).toMatchObject({
      design: { dots: { shape: 'rounded', color: '#004D40' }, frame: { id: 'banner', text: 'Menu' } },
    });

    replies['PUT /api/qr-templates/1'] = { body: MINE };
    await userEvent.click(update);
    expect(
      await screen.findByText('Template "Brand" now has this design. QR codes made from it keep theirs.'),
    ).toBeInTheDocument();
    // The code's own form was not submitted by the template's button.
    expect(callsTo(calls, 'POST', '/api/qrcodes')).toBe(-1);
  });

  it('starts a new code from the template the address names', async () => {
    const calls = fakeApi({
      'GET /api/qr-templates': { body: [MINE] },
      'GET /api/qr-templates/1': { body: MINE },
      'POST /api/qrcodes': { status: 201, body: {} },
    });
    renderScreen('/create-qrcode?template=1');
    await screen.findByRole('textbox', { name: 'Foreground Color' }, { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Foreground Color' })).toHaveValue('#004D40');
    // The template it started from can be given the design as it will be changed here.
    expect(screen.getByRole('button', { name: 'Update "Brand"' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/qrcodes')).toBeGreaterThan(-1));
    expect(sentBody(calls, callsTo(calls, 'POST', '/api/qrcodes'))).toMatchObject({
      design: { dots: { shape: 'classy', color: '#004D40' }, frame: { id: 'banner', text: 'Menu' } },
    });
  });

  it('saves the current design as a template, and past the plan offers the upgrade', async () => {
    const calls = fakeApi({
      'GET /api/qr-templates': { body: [] },
      'POST /api/qr-templates': {
        status: 403,
        body: { statusCode: 403, message: 'Your plan allows 1 template. Upgrade to save more.' },
      },
    });
    renderScreen('/create-qrcode');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save as template' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Plain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Your plan allows 1 template. Upgrade to save more.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(sentBody(calls, callsTo(calls, 'POST', '/api/qr-templates'))).toMatchObject({
      name: 'Plain',
      design: { dots: { shape: 'square', color: '#000000' }, errorCorrection: 'H' },
    });
    // The code's own form was not submitted by the template's.
    expect(callsTo(calls, 'POST', '/api/qrcodes')).toBe(-1);
  });
});
