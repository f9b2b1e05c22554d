import type { CodeImportDto } from '@qrpanel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@qrpanel/web';
import { saveBlob } from '../api/qr-api';
import { fakeApi, renderScreen, type FakeReply } from '../testing/screens';

jest.mock('../api/qr-api', () => ({
  ...jest.requireActual<typeof import('../api/qr-api')>('../api/qr-api'),
  saveBlob: jest.fn(),
}));

const importOf = (overrides: Partial<CodeImportDto> = {}): CodeImportDto => ({
  id: 5,
  file_name: 'menus.csv',
  status: 'running',
  total: 200,
  processed: 50,
  created: 49,
  failed: 1,
  errors: [{ row: 3, message: 'A WPA password must be 8 to 64 characters.' }],
  message: null,
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: null,
  ...overrides,
});

describe('Import QR Codes (/import)', () => {
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('uploads a CSV, follows its progress with counts, and ends with a summary and the failed rows', async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/qrcodes/import': { body: [] },
      'POST /api/qrcodes/import': { status: 202, body: { id: 5, total: 200 } },
      'GET /api/qrcodes/import/5': { body: importOf() },
      'GET /api/qrcodes/import/5/errors.csv': { body: 'row,message' },
    };
    const calls = fakeApi(replies);
    const { container } = renderScreen('/import');
    expect(screen.getByRole('heading', { level: 1, name: 'Import QR Codes' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['label,type,content'], 'menus.csv', { type: 'text/csv' })] },
    });
    await userEvent.click(importButton);
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('50 of 200 rows processed: 49 created, 1 failed')).toBeInTheDocument();
    expect(screen.getByText(/You can leave this page and come back/)).toBeInTheDocument();
    const posted = calls.mock.calls.find(
      ([url, init]) => url === '/api/qrcodes/import' && init?.method === 'POST',
    );
    expect((posted?.[1]?.body as FormData).get('file')).toBeInstanceOf(File);

    // It goes on in the background: the screen reads it again until it is done.
    replies['GET /api/qrcodes/import/5'] = {
      body: importOf({
        status: 'done',
        processed: 200,
        created: 197,
        failed: 3,
        errors: [
          { row: 3, message: 'A WPA password must be 8 to 64 characters.' },
          { row: 90, message: 'type must be one of: url, text, email, phone, sms, vcard, wifi' },
          {
            row: 150,
            message: 'javascript:, data:, file: and vbscript: addresses are not allowed as a destination.',
          },
        ],
      }),
    };
    expect(
      await screen.findByText('Import finished: 197 QR codes created, 3 rows failed.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const failed = screen.getByRole('table', { name: 'Rows that failed' });
    expect(
      within(failed)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'RowError',
      '3A WPA password must be 8 to 64 characters.',
      '90type must be one of: url, text, email, phone, sms, vcard, wifi',
      '150javascript:, data:, file: and vbscript: addresses are not allowed as a destination.',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Download errors CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'menus errors.csv'));
  });

  it('shows an import named in the address, and lists earlier ones to open again', async () => {
    fakeApi({
      'GET /api/qrcodes/import': {
        body: [
          importOf({ id: 5, status: 'done', processed: 200 }),
          importOf({ id: 4, file_name: 'old.csv' }),
        ],
      },
      'GET /api/qrcodes/import/4': { body: importOf({ id: 4, file_name: 'old.csv' }) },
      'GET /api/qrcodes/import/5': { body: importOf({ id: 5, status: 'done', processed: 200 }) },
    });
    renderScreen('/import?id=5');
    expect(await screen.findByRole('region', { name: 'menus.csv' })).toBeInTheDocument();
    const recent = await screen.findByRole('table', { name: 'Recent imports' });
    expect(within(recent).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(recent).getByRole('button', { name: 'Show old.csv' }));
    expect(await screen.findByRole('region', { name: 'old.csv' })).toBeInTheDocument();
  });

  it('shows an import that stopped, why, and the errors CSV of the rows not made, and reads it no more', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/import': { body: [] },
      'GET /api/qrcodes/import/6': {
        body: importOf({
          id: 6,
          status: 'failed',
          processed: 50,
          created: 50,
          failed: 0,
          errors: [],
          message: 'The import stopped after repeated errors.',
          finished_at: '2026-03-01T10:10:00.000Z',
        }),
      },
      'GET /api/qrcodes/import/6/errors.csv': { body: 'row,message' },
    });
    renderScreen('/import?id=6');
    const region = await screen.findByRole('region', { name: 'menus.csv' });
    expect(within(region).getByText('Import stopped: 50 QR codes created.')).toBeInTheDocument();
    expect(within(region).getByText('The import stopped after repeated errors.')).toBeInTheDocument();
    expect(within(region).queryByText(/You can leave this page/)).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Download errors CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'menus errors.csv'));
    // Not asked again: it will not move any more.
    const reads = () => calls.mock.calls.filter(([url]) => url === '/api/qrcodes/import/6').length;
    const before = reads();
    await new Promise((r) => setTimeout(r, 2500));
    expect(reads()).toBe(before);
  });

  it('stops reading an import that is gone (its owner deleted), saying so', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/import': { body: [] },
      'GET /api/qrcodes/import/9': {
        status: 404,
        body: { statusCode: 404, message: 'Import not found.', error: 'Not Found' },
      },
    });
    renderScreen('/import?id=9');
    expect(await screen.findByText('Import not found.', {}, { timeout: 5000 })).toBeInTheDocument();
    const reads = () => calls.mock.calls.filter(([url]) => url === '/api/qrcodes/import/9').length;
    const before = reads();
    await new Promise((r) => setTimeout(r, 2500));
    expect(reads()).toBe(before);
  });

  it('refuses a file past 5 MB before sending it', async () => {
    const calls = fakeApi({ 'GET /api/qrcodes/import': { body: [] } });
    const { container } = renderScreen('/import');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The CSV file must be at most 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says why the api refused a file, and downloads the template', async () => {
    fakeApi({
      'GET /api/qrcodes/import': { body: [] },
      'POST /api/qrcodes/import': {
        status: 400,
        body: { statusCode: 400, message: 'Unknown column name. Columns: label, type', error: 'Bad Request' },
      },
      'GET /api/qrcodes/import/template.csv': { body: 'label,type' },
    });
    const { container } = renderScreen('/import');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['name'], 'bad.csv', { type: 'text/csv' })] } });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Unknown column name. Columns: label, type')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV template' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'qr-codes-template.csv'));
  });
});
