import { clearSession } from '@qrpanel/web';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentBody } from '../testing/render';
import { openSettings, signIn } from '../testing/settings';

const HINT = 'Only a Super Administrator can change this.';

describe('settings only the super_admin changes', () => {
  afterEach(() => {
    cleanup(); // unmounted first: the session's end would re-render the screen
    clearSession();
  });

  it('shows an administrator the secrets and the SMTP host and port read-only, and saves the form as read', async () => {
    signIn('admin');
    const fetchMock = await openSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Email (SMTP)' }));
    for (const name of ['SMTP Host', 'SMTP Port', 'SMTP Password']) {
      const input = screen.getByLabelText(name);
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveAccessibleDescription(HINT);
    }
    expect(screen.getByLabelText('SMTP Username')).not.toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('SMTP Password'), 'typed-anyway');
    expect(screen.getByLabelText('SMTP Password')).toHaveValue('********0042');

    await userEvent.click(screen.getByRole('tab', { name: 'Payment Methods' }));
    const stripe = screen.getByRole('group', { name: 'Stripe settings' });
    expect(within(stripe).getByLabelText('Secret Key')).toHaveAttribute('readonly');
    expect(within(stripe).getByLabelText('Webhook Signing Secret')).toHaveAttribute('readonly');
    expect(within(stripe).getByLabelText('Publishable Key')).not.toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Settings saved successfully!');
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({
      smtp_host: 'smtp.example.com',
      smtp_port: 587,
      smtp_pass: '********0042',
      stripe_secret_key: '********Abcd',
      stripe_webhook_secret: '********7777',
    });
  });

  it.each([
    ['admin', true],
    ['super_admin', false],
  ] as const)(
    'leaves the two-factor requirement of administrators to the super_admin (%s)',
    async (role, locked) => {
      signIn(role);
      await openSettings();
      await userEvent.click(screen.getByRole('tab', { name: 'Advanced' }));
      // A switch's label holds its description too.
      const requirement = screen.getByRole('switch', {
        name: /^Require two-factor sign-in of administrators/,
      });
      if (locked) expect(requirement).toBeDisabled();
      else expect(requirement).toBeEnabled();
      expect(screen.queryByText(HINT) !== null).toBe(locked);
    },
  );

  it('lets the super_admin change them', async () => {
    signIn('super_admin');
    await openSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Email (SMTP)' }));
    const pass = screen.getByLabelText('SMTP Password');
    expect(pass).not.toHaveAttribute('readonly');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await userEvent.clear(pass);
    await userEvent.type(pass, 'new-password');
    expect(pass).toHaveValue('new-password');
  });
});
