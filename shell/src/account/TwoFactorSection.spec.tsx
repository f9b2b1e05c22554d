import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@qrpanel/contracts';
import { fakeApi, renderAt, sentBody, type FakeReply } from '../testing/render';
import { RECOVERY_CODES_FILE } from './RecoveryCodes';
import { TwoFactorSection } from './TwoFactorSection';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/QR%20Panel:ann%40x.test?issuer=QR%20Panel&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

const callTo = (calls: jest.Mock, path: string) =>
  calls.mock.calls.findIndex(([url]) => String(url).endsWith(path));

/** A blob's text: jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function render(replies: Record<string, FakeReply>) {
  const calls = fakeApi(replies);
  renderAt('/settings', { '/settings': <TwoFactorSection /> });
  return calls;
}

describe('two-factor authentication in account settings', () => {
  it('sets up with a QR code and the key as text, then shows the recovery codes once', async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/auth/2fa/totp': { body: { enabled: false, recovery_codes_left: 0 } },
      'POST /api/auth/2fa/totp/setup': { body: SETUP },
      'POST /api/auth/2fa/totp/enable': { body: { recovery_codes: CODES } },
    };
    const calls = render(replies);
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(SETUP.secret);

    replies['GET /api/auth/2fa/totp'] = { body: { enabled: true, recovery_codes_left: 10 } };
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sentBody(calls, callTo(calls, '/enable'))).toEqual({ code: '123456' });

    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(RECOVERY_CODES_FILE);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await textOf(saved[0])).toBe(`${CODES.join('\n')}\n`);
    click.mockRestore();

    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    delete (navigator as { clipboard?: unknown }).clipboard;

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('shows why a code is refused, and stays on the set-up', async () => {
    render({
      'GET /api/auth/2fa/totp': { body: { enabled: false, recovery_codes_left: 0 } },
      'POST /api/auth/2fa/totp/setup': { body: SETUP },
      'POST /api/auth/2fa/totp/enable': {
        status: 400,
        body: { statusCode: 400, message: TWO_FACTOR_MESSAGES.codeWrong, error: 'Bad Request' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code from the app' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/auth/2fa/totp': { body: { enabled: true, recovery_codes_left: 1 } },
      'POST /api/auth/2fa/totp/disable': { body: { enabled: false, recovery_codes_left: 0 } },
    };
    const calls = render(replies);
    expect(await screen.findByText(/1 recovery code left/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password-1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the app' }), '654321');
    replies['GET /api/auth/2fa/totp'] = { body: { enabled: false, recovery_codes_left: 0 } };
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    expect(sentBody(calls, callTo(calls, '/disable'))).toEqual({ password: 'Password-1', code: '654321' });
  });
});
