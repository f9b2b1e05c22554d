import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plan, renderWithProviders, settings } from '../testing/fixtures';
import { CheckoutDialog } from './CheckoutDialog';
import { enabledGateways, initialGateway } from './gateways';

function renderDialog(s = settings(), busy = false, onProceed = jest.fn()) {
  const gateways = enabledGateways(s);
  renderWithProviders(
    <CheckoutDialog
      plan={plan({ name: 'Pro', price: 29 })}
      gateways={gateways}
      initialGateway={initialGateway(gateways, s)}
      busy={busy}
      onProceed={onProceed}
      onClose={jest.fn()}
    />,
  );
  return onProceed;
}

const radioNames = () => screen.getAllByRole('radio').map((r) => r.getAttribute('value'));

describe('CheckoutDialog', () => {
  it('shows the plan, its price and a radio list of the enabled gateways', () => {
    renderDialog(settings({ payment_razorpay_enabled: true, razorpay_key_id: 'rzp_test_1' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Plan' });
    expect(dialog).toHaveTextContent('Pro');
    expect(dialog).toHaveTextContent('$29 /month');
    expect(radioNames()).toEqual(['stripe', 'paypal', 'razorpay', 'manual']);
    expect(screen.getByRole('radio', { name: 'Stripe' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Proceed with Stripe' })).toBeEnabled();
  });

  it('hides PayPal while no PayPal client id is set', () => {
    renderDialog(settings({ paypal_client_id: '' }));
    expect(radioNames()).toEqual(['stripe', 'manual']);
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  it('leaves out disabled gateways and starts on the default one when offered', () => {
    renderDialog(settings({ payment_stripe_enabled: false, payment_default_gateway: 'manual' }));
    expect(radioNames()).toEqual(['paypal', 'manual']);
    expect(screen.getByRole('radio', { name: 'Manual Payment' })).toBeChecked();
  });

  it('proceeds with the gateway chosen', async () => {
    const onProceed = renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed with PayPal' }));
    expect(onProceed).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pro' }), 'paypal');
  });

  it("reads 'Processing...' and takes no second click while busy", () => {
    renderDialog(settings(), true);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('says so when no gateway is enabled', () => {
    renderDialog(
      settings({
        payment_stripe_enabled: false,
        payment_paypal_enabled: false,
        payment_manual_enabled: false,
      }),
    );
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No payment method is available yet. Please contact the administrator.',
    );
  });
});
