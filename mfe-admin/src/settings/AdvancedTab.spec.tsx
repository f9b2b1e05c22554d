import { clearSession } from '@qrpanel/web';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentBody } from '../testing/render';
import { openSettings, signIn } from '../testing/settings';

describe('the Free Trial limits in Advanced', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('asks for no bound with a switch, and sends the numbers the api reads as none', async () => {
    signIn('super_admin');
    const fetchMock = await openSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));

    const templates = screen.getByRole('textbox', { name: 'Free Trial Template Limit' });
    expect(templates).toHaveValue('1');
    expect(templates).toHaveAccessibleDescription('0: none may be saved');
    await userEvent.click(screen.getByRole('switch', { name: 'Unlimited: Free Trial Template Limit' }));
    expect(templates).toBeDisabled();
    expect(templates).toHaveValue('');

    // The QR code limit off Unlimited takes a number again: the default, never a 0 meaning unlimited.
    const codes = screen.getByRole('switch', { name: 'Unlimited: Free Trial QR Code Limit' });
    expect(codes).not.toBeChecked();
    await userEvent.click(codes);
    await userEvent.click(codes);
    expect(screen.getByRole('textbox', { name: 'Free Trial QR Code Limit' })).toHaveValue('3');

    await userEvent.click(screen.getByRole('switch', { name: 'Keep forever: Scan Retention (days)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Settings saved successfully!');
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({
      free_trial_template_limit: -1,
      free_trial_qr_code_limit: 3,
      scan_retention_days: 0,
    });
  });
});
