import { PLAN_FIELD_MESSAGES as M, TEMPLATE_MESSAGES, type PlanDto } from '@qrpanel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, sentBody } from '../testing/render';
import { PlanFormModal } from './PlanFormModal';

const PRO: PlanDto = {
  id: 7,
  name: 'Pro',
  description: 'For teams',
  price: 19.5,
  currency: 'EUR',
  billing_interval: 'year',
  qr_code_limit: 100,
  scan_limit: 5000,
  trial_period_days: 14,
  status: 'active',
  is_featured: true,
  features: { analytics: true, customLogos: false },
  template_limit: 5,
  api_key_limit: -1,
  api_rate_limit: 600,
  member_limit: 10,
  domain_limit: 1,
  storage_limit_mb: 500,
  subscriber_count: 3,
};

function open(plan: PlanDto | null = null) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<PlanFormModal opened plan={plan} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });

/** The error Mantine shows under a field, read through the field's aria-describedby. */
function errorOf(label: string | RegExp): string | null {
  const input = field(label);
  return input.getAttribute('aria-invalid') === 'true'
    ? (document.getElementById(input.id + '-error')?.textContent ?? null)
    : null;
}

/** Turns a limit's Unlimited switch off (or on), its field then taking (or leaving) a number. */
const unlimitedSwitch = (limit: string) => screen.getByRole('switch', { name: `Unlimited: ${limit}` });
async function bounded(...limits: string[]) {
  for (const limit of limits) {
    expect(unlimitedSwitch(limit)).toBeChecked();
    await userEvent.click(unlimitedSwitch(limit));
  }
}

async function replace(label: string | RegExp, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

describe('plan form', () => {
  it('is laid out in its five sections', () => {
    fakeApi({});
    open();
    const dialog = screen.getByRole('dialog', { name: 'Create New Plan' });
    for (const section of ['Core Details', 'Pricing', 'Limits & Trial', 'Feature Toggles', 'Settings']) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
  });

  it('shows each required field missing at its field and sends nothing', async () => {
    const fetchMock = fakeApi({});
    open();
    await replace('Currency', '');
    // Switched off, an unlimited limit needs its number.
    await bounded('QR Code Limit', 'Scan Limit (per month)');
    await replace(/Trial Period/, '');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(errorOf('Plan Name')).toBe(M.nameRequired);
    expect(errorOf('Price')).toBe(M.priceRequired);
    expect(errorOf('Currency')).toBe(M.currencyRequired);
    expect(errorOf(/QR Code Limit/)).toBe(M.qrCodeLimitRequired);
    expect(errorOf(/Scan Limit/)).toBe(M.scanLimitRequired);
    expect(errorOf(/Trial Period/)).toBe(M.trialRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses prices and limits that are not numbers of 0 or more', async () => {
    const fetchMock = fakeApi({});
    open();
    await bounded(
      'QR Code Limit',
      'Scan Limit (per month)',
      'Template Limit',
      'Member Limit (per workspace)',
    );
    await replace('Plan Name', 'Pro');
    await replace('Price', '1.234');
    await replace('Currency', 'U$');
    await replace(/QR Code Limit/, '-5');
    await replace(/Scan Limit/, '2.5');
    await replace(/Trial Period/, 'soon');
    await replace(/Template Limit/, '-2');
    await replace(/API Key Limit/, '-2');
    await replace(/API Rate Limit/, '0');
    await replace(/Member Limit/, '-1');
    await replace(/Custom domains/, '-3');
    await replace(/Storage/, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(errorOf('Plan Name')).toBeNull();
    expect(errorOf('Price')).toBe(M.priceInvalid);
    expect(errorOf('Currency')).toBe(M.currencyInvalid);
    expect(errorOf(/QR Code Limit/)).toBe(M.qrCodeLimitInvalid);
    expect(errorOf(/Scan Limit/)).toBe(M.scanLimitInvalid);
    expect(errorOf(/Trial Period/)).toBe(M.trialInvalid);
    expect(errorOf(/Template Limit/)).toBe(TEMPLATE_MESSAGES.templateLimitInvalid);
    expect(errorOf(/API Key Limit/)).toBe(M.apiKeyLimitInvalid);
    expect(errorOf(/API Rate Limit/)).toBe(M.apiRateLimitInvalid);
    expect(errorOf(/Member Limit/)).toBe(M.memberLimitInvalid);
    expect(errorOf(/Custom domains/)).toBe(M.domainLimitInvalid);
    expect(errorOf(/Storage/)).toBe(M.storageLimitInvalid);
    expect(fetchMock).not.toHaveBeenCalled();

    await replace('Price', 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(errorOf('Price')).toBe(M.priceInvalid);

    // 0 codes would mean unlimited to the api: the switch says that, not the number.
    await replace(/QR Code Limit/, '0');
    await replace(/Template Limit/, '0');
    // 0 MB is a plan without uploads; -1 is the Unlimited switch's, not a number to type.
    await replace(/Storage/, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(errorOf(/QR Code Limit/)).toBe('Enter 1 or more, or switch on Unlimited.');
    expect(errorOf(/Template Limit/)).toBeNull();
    expect(errorOf(/Storage/)).toBeNull();
    await replace(/Storage/, '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(errorOf(/Storage/)).toBe(M.storageLimitInvalid);
  });

  it("starts a new plan unlimited where the api's defaults are, and sends the switches as its numbers", async () => {
    const fetchMock = fakeApi({ 'POST /api/plans': { status: 201, body: { ...PRO, id: 9 } } });
    open();
    for (const limit of [
      'QR Code Limit',
      'Scan Limit (per month)',
      'Template Limit',
      'Member Limit (per workspace)',
    ]) {
      expect(unlimitedSwitch(limit)).toBeChecked();
      expect(field(new RegExp(limit.replace(/[()]/g, '\\$&')))).toBeDisabled();
    }
    expect(unlimitedSwitch('API Key Limit')).not.toBeChecked();
    expect(field(/API Key Limit/)).toHaveValue('5');
    // Custom domains come with a plan only when it says so: none by default.
    expect(unlimitedSwitch('Custom domains')).not.toBeChecked();
    expect(field(/Custom domains/)).toHaveValue('0');
    expect(field(/Custom domains/)).toHaveAccessibleDescription('0 = none');
    // Storage is given by default: 100 MB of files for pages.
    expect(unlimitedSwitch('Storage (MB)')).not.toBeChecked();
    expect(field(/Storage/)).toHaveValue('100');
    expect(field(/Storage/)).toHaveAccessibleDescription('0 = no file uploads');
    await replace('Plan Name', 'Unbounded');
    await replace('Price', '5');
    await userEvent.click(unlimitedSwitch('API Key Limit'));
    await userEvent.click(unlimitedSwitch('Custom domains'));
    await userEvent.click(unlimitedSwitch('Storage (MB)'));
    expect(field(/Storage/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({
      qr_code_limit: 0,
      scan_limit: 0,
      template_limit: -1,
      api_key_limit: -1,
      member_limit: 0,
      domain_limit: -1,
      storage_limit_mb: -1,
    });
  });

  it('creates a plan with numbers as numbers and the currency upper-cased', async () => {
    const fetchMock = fakeApi({ 'POST /api/plans': { status: 201, body: { ...PRO, id: 9 } } });
    const { onSaved, onClose } = open();
    await replace('Plan Name', '  Starter ');
    await replace('Price', '9.99');
    await replace('Currency', 'usd');
    await bounded(
      'QR Code Limit',
      'Scan Limit (per month)',
      'Template Limit',
      'Member Limit (per workspace)',
    );
    await replace(/QR Code Limit/, '10');
    await replace(/Scan Limit/, '1000');
    await replace(/Trial Period/, '7');
    await replace(/Template Limit/, '3');
    await replace(/API Key Limit/, '3');
    await replace(/API Rate Limit/, '60');
    await replace(/Member Limit/, '5');
    await replace(/Custom domains/, '2');
    await replace(/Storage/, '2048');
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Featured Plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      name: 'Starter',
      description: '',
      price: 9.99,
      currency: 'USD',
      billing_interval: 'month',
      qr_code_limit: 10,
      scan_limit: 1000,
      trial_period_days: 7,
      api_key_limit: 3,
      api_rate_limit: 60,
      status: 'active',
      is_featured: true,
      features: { analytics: true, customLogos: false },
      template_limit: 3,
      member_limit: 5,
      domain_limit: 2,
      storage_limit_mb: 2048,
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("edits a plan from its values, and shows the api's refusals at their fields", async () => {
    const fetchMock = fakeApi({
      'PUT /api/plans/7': {
        status: 400,
        body: {
          statusCode: 400,
          message: ['Plan name must be at most 100 characters.'],
          error: 'Bad Request',
          fields: { name: [M.nameTooLong], 'features.analytics': [M.featureInvalid] },
        },
      },
    });
    const { onSaved, onClose } = open(PRO);
    expect(screen.getByRole('dialog', { name: 'Edit Plan' })).toBeInTheDocument();
    expect(field('Plan Name')).toHaveValue('Pro');
    expect(field('Price')).toHaveValue('19.5');
    expect(field(/Template Limit/)).toHaveValue('5');
    expect(field(/Member Limit/)).toHaveValue('10');
    expect(field(/Custom domains/)).toHaveValue('1');
    expect(field(/Storage/)).toHaveValue('500');
    expect(screen.getByRole('combobox', { name: 'Billing Interval' })).toHaveValue('year');
    expect(screen.getByRole('switch', { name: 'Featured Plan' })).toBeChecked();
    expect(unlimitedSwitch('API Key Limit')).toBeChecked();
    expect(field(/API Key Limit/)).toBeDisabled();
    expect(field(/API Rate Limit/)).toHaveValue('600');

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Plan name must be at most 100 characters.', { selector: 'p' }),
    ).toBeVisible();
    expect(errorOf('Plan Name')).toBe(M.nameTooLong);
    expect(screen.getByText(M.featureInvalid)).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({
      name: 'Pro',
      price: 19.5,
      currency: 'EUR',
      api_key_limit: -1,
      template_limit: 5,
      member_limit: 10,
      domain_limit: 1,
      storage_limit_mb: 500,
    });
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
