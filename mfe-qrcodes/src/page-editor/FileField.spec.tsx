import '../i18n';
import { notifications } from '@qrpanel/web';
import { renderAt } from '@qrpanel/web/testing/render';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QrFormScreen } from '../form/QrFormScreen';
import { fillIn } from '../testing/fields';
import { fakeApi, qrCode, sentBody, type FakeReply } from '../testing/screens';

const MB = 1024 * 1024;
const PDF_PATH = '/api/uploads/files/3q2-7wEjRzCkS0u1Vb9yQm5X.pdf';
const IMAGE_PATH = '/api/uploads/files/Vb9yQm5X3q2-7wEjRzCkS0u1.png';
const FULL =
  "This workspace's files would take more than its plan's 25 MB of storage (24.8 MB used). Delete pages' files or choose a larger plan.";

type Call = [url: string, init?: RequestInit];

function renderCreate(replies: Record<string, FakeReply>) {
  const api = fakeApi(replies);
  renderAt('/create-qrcode', {
    '/create-qrcode': <QrFormScreen />,
    '/my-qrcodes': <p>The list</p>,
  });
  return api;
}

const storage = (usedMb: number, limitMb: number): FakeReply => ({
  body: { used_bytes: usedMb * MB, limit_bytes: limitMb < 0 ? -1 : limitMb * MB },
});
const uploaded = (path: string, more: Record<string, unknown> = {}): FakeReply => ({
  status: 201,
  body: { path, kind: path.endsWith('.pdf') ? 'pdf' : 'image', content_type: 'x', size: 1000, ...more },
});

const typeTile = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'QR Code Type' })).getByRole('radio', { name });
const previewHtml = () => screen.getByTestId('page-preview').getAttribute('srcdoc') ?? '';
const expectPreview = (pattern: RegExp) => waitFor(() => expect(previewHtml()).toMatch(pattern));
const uploads = (api: jest.Mock) =>
  (api.mock.calls as Call[]).filter(([url, init]) => url === '/api/uploads/file' && init?.method === 'POST');

/** Chooses a file for the field with this label, as its Upload button's file picker would. */
async function choose(label: RegExp, file: File) {
  const field = screen.getByRole('textbox', { name: label });
  const box = field.closest('[data-file-field]') as HTMLElement;
  // The button comes with the kit's lazily loaded part.
  await within(box).findByRole('button', { name: /^Upload: / }, { timeout: 10_000 });
  fireEvent.change(box.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
  return field;
}

const pdf = (name = 'menu.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

async function startPdf(replies: Record<string, FakeReply>) {
  const api = renderCreate(replies);
  await fillIn(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
  await userEvent.click(typeTile('PDF / menu'));
  await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), 'Our menu');
  return api;
}

describe("a page's file field", () => {
  // Toasts outlive a test: a refusal's alert would still show in the next one.
  afterEach(() =>
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    }),
  );

  it('uploads a PDF: its path fills the field, the storage line is read again, the page opens it', async () => {
    const replies = {
      'GET /api/uploads/storage': storage(12.3, 25),
      'POST /api/uploads/file': uploaded(PDF_PATH),
      'POST /api/qrcodes': { status: 201, body: qrCode({ type: 'pdf' }) },
    };
    const api = await startPdf(replies);
    expect(await screen.findByText('12.3 MB of 25 MB used')).toBeInTheDocument();

    replies['GET /api/uploads/storage'] = storage(14.5, 25);
    const field = await choose(/^PDF file/, pdf());
    await waitFor(() => expect(field).toHaveValue(PDF_PATH));
    const sent = uploads(api);
    expect(sent).toHaveLength(1);
    expect((sent[0][1]?.body as FormData).get('file')).toMatchObject({ name: 'menu.pdf' });
    expect(await screen.findByText('14.5 MB of 25 MB used')).toBeInTheDocument();
    // The preview's frame is a document of its own: the file at the panel's address.
    await expectPreview(new RegExp(`href="${window.location.origin}${PDF_PATH}">Open the PDF`));

    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    await screen.findByText('The list');
    const save = (api.mock.calls as Call[]).findIndex(([url]) => url === '/api/qrcodes');
    expect(sentBody(api, save)).toMatchObject({ type: 'pdf', data: { title: 'Our menu', file: PDF_PATH } });
  });

  it("shows the api's refusal under the field and as an alert, the field left as it was", async () => {
    await startPdf({
      'GET /api/uploads/storage': storage(24.8, 25),
      'POST /api/uploads/file': { status: 403, body: { statusCode: 403, message: FULL } },
    });
    const field = await choose(/^PDF file/, pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(FULL);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(FULL));
    expect(field).toHaveValue('');
    expect(screen.getByText('24.8 MB of 25 MB used')).toBeInTheDocument();
    // Entering an address instead puts the refusal away.
    await fillIn(field, 'https://example.com/menu.pdf');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file past 20 MB, or of another kind, before sending it', async () => {
    const api = await startPdf({ 'GET /api/uploads/storage': storage(0, -1) });
    expect(await screen.findByText('0 MB used')).toBeInTheDocument();
    const large = pdf('big.pdf');
    Object.defineProperty(large, 'size', { value: 21 * MB });
    const field = await choose(/^PDF file/, large);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('A PDF must be at most 20 MB.')),
    );
    await choose(/^PDF file/, new File(['png'], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose a PDF file.')),
    );
    expect(uploads(api)).toHaveLength(0);
  });

  it("gives an uploaded image's size to its block, scaled down to 4000 px at most", async () => {
    renderCreate({
      'GET /api/uploads/storage': storage(1, 100),
      'POST /api/uploads/file': uploaded(IMAGE_PATH, { width: 8000, height: 6000 }),
    });
    await userEvent.click(typeTile('Page (blank)'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a block: Image' }));
    const image = screen.getByRole('group', { name: 'Block 1: Image' });
    const file = new File(['png'], 'shop.png', { type: 'image/png' });
    const field = await choose(/^Image address/, file);
    await waitFor(() => expect(field).toHaveValue(IMAGE_PATH));
    expect(within(image).getByRole('spinbutton', { name: /Width/ })).toHaveValue(4000);
    expect(within(image).getByRole('spinbutton', { name: /Height/ })).toHaveValue(3000);
    await expectPreview(
      new RegExp(`<img src="${window.location.origin}${IMAGE_PATH}" alt="" width="4000" height="3000"`),
    );
  });

  it("uploads a links page's avatar and a file block's PDF, the storage shown without a limit", async () => {
    const replies = {
      'GET /api/uploads/storage': storage(0.5, -1),
      'POST /api/uploads/file': uploaded(IMAGE_PATH, { width: 300, height: 300 }),
    };
    renderCreate(replies);
    await userEvent.click(typeTile('Links page'));
    await fillIn(screen.getByRole('textbox', { name: /^Page title/ }), 'Ana');
    expect(await screen.findByText('0.5 MB used')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Avatar/ }), 'h');
    const avatar = await choose(/^Avatar/, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(avatar).toHaveValue(IMAGE_PATH));
    // The upload is one step for Undo, apart from what was typed into the field before it.
    await userEvent.click(screen.getByRole('button', { name: 'Undo: page edit' }));
    expect(avatar).toHaveValue('h');
    expect(screen.getByRole('textbox', { name: /^Page title/ })).toHaveValue('Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Redo: page edit' }));
    expect(avatar).toHaveValue(IMAGE_PATH);
    await expectPreview(new RegExp(`<img class="avatar" src="${window.location.origin}${IMAGE_PATH}"`));

    await userEvent.click(screen.getByRole('switch', { name: 'Design the page with blocks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a block: PDF file' }));
    replies['POST /api/uploads/file'] = uploaded(PDF_PATH);
    const pdfField = await choose(/^PDF address/, pdf());
    await waitFor(() => expect(pdfField).toHaveValue(PDF_PATH));
  });
});
