import {
  PLAN_DEFAULTS,
  PLAN_FIELD_MESSAGES as M,
  type BillingInterval,
  type PlanDto,
  type PlanInput,
  type PlanStatus,
  TEMPLATE_MESSAGES,
} from '@qrpanel/contracts';

/** The plan form as typed: numbers stay text until they are checked. */
export interface PlanFormValues {
  name: string;
  description: string;
  price: string;
  currency: string;
  billing_interval: BillingInterval;
  qr_code_limit: string;
  scan_limit: string;
  trial_period_days: string;
  /** API keys: 0 = none, -1 = unlimited */
  api_key_limit: string;
  api_rate_limit: string;
  status: PlanStatus;
  is_featured: boolean;
  analytics: boolean;
  customLogos: boolean;
  /** Saved design templates: 0 none, -1 unlimited. */
  template_limit: string;
  /** Members of a workspace: 0 = unlimited. */
  member_limit: string;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

/** The same bounds as the api (api/src/plans/dto/create-plan.dto.ts). */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const PRICE_MAX = 99_999_999.99;
const LIMIT_MAX = 1_000_000_000;
const TRIAL_MAX = 3650;
const API_RATE_MAX = 100_000;

export function emptyPlanForm(): PlanFormValues {
  return {
    name: '',
    description: '',
    price: '',
    currency: PLAN_DEFAULTS.currency,
    billing_interval: PLAN_DEFAULTS.billing_interval,
    qr_code_limit: String(PLAN_DEFAULTS.qr_code_limit),
    scan_limit: String(PLAN_DEFAULTS.scan_limit),
    trial_period_days: String(PLAN_DEFAULTS.trial_period_days),
    api_key_limit: String(PLAN_DEFAULTS.api_key_limit),
    api_rate_limit: String(PLAN_DEFAULTS.api_rate_limit),
    status: 'active',
    is_featured: false,
    analytics: false,
    customLogos: false,
    template_limit: String(PLAN_DEFAULTS.template_limit),
    member_limit: String(PLAN_DEFAULTS.member_limit),
  };
}

export function planToForm(plan: PlanDto): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: String(plan.price),
    currency: plan.currency,
    billing_interval: plan.billing_interval,
    qr_code_limit: String(plan.qr_code_limit),
    scan_limit: String(plan.scan_limit),
    trial_period_days: String(plan.trial_period_days),
    api_key_limit: String(plan.api_key_limit),
    api_rate_limit: String(plan.api_rate_limit),
    status: plan.status,
    is_featured: plan.is_featured,
    analytics: plan.features.analytics,
    customLogos: plan.features.customLogos,
    template_limit: String(plan.template_limit),
    member_limit: String(plan.member_limit),
  };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function checkWhole(value: string, max: number, required: string, invalid: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  return WHOLE.test(text) && Number(text) <= max ? undefined : invalid;
}

/** A limit where -1 is unlimited and 0 none. */
function checkWholeOrUnlimited(value: string, invalid: string): string | undefined {
  return value.trim() === '-1' ? undefined : checkWhole(value, LIMIT_MAX, invalid, invalid);
}

/**
 * docs/product.md, Plans and limits: name, price, currency, limits and trial required; price and limits
 * numeric.
 */
export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = M.nameRequired;
  else if (name.length > NAME_MAX) errors.name = M.nameTooLong;
  if (values.description.trim().length > DESCRIPTION_MAX) errors.description = M.descriptionTooLong;

  const price = values.price.trim();
  if (!price) errors.price = M.priceRequired;
  else if (!DECIMAL.test(price) || Number(price) > PRICE_MAX) errors.price = M.priceInvalid;

  const currency = values.currency.trim();
  if (!currency) errors.currency = M.currencyRequired;
  else if (!/^[A-Za-z]{3}$/.test(currency)) errors.currency = M.currencyInvalid;

  const limits = {
    qr_code_limit: checkWhole(values.qr_code_limit, LIMIT_MAX, M.qrCodeLimitRequired, M.qrCodeLimitInvalid),
    scan_limit: checkWhole(values.scan_limit, LIMIT_MAX, M.scanLimitRequired, M.scanLimitInvalid),
    trial_period_days: checkWhole(values.trial_period_days, TRIAL_MAX, M.trialRequired, M.trialInvalid),
    template_limit: checkWholeOrUnlimited(values.template_limit, TEMPLATE_MESSAGES.templateLimitInvalid),
    api_key_limit: checkWholeOrUnlimited(values.api_key_limit, M.apiKeyLimitInvalid),
    member_limit: checkWhole(values.member_limit, LIMIT_MAX, M.memberLimitInvalid, M.memberLimitInvalid),
    // A rate of 0 would shut the key out.
    api_rate_limit:
      Number(values.api_rate_limit.trim()) === 0
        ? M.apiRateLimitInvalid
        : checkWhole(values.api_rate_limit, API_RATE_MAX, M.apiRateLimitInvalid, M.apiRateLimitInvalid),
  };
  for (const [field, message] of Object.entries(limits)) {
    if (message) errors[field as keyof PlanFormErrors] = message;
  }
  return errors;
}

/** The body of POST /plans and PUT /plans/{id}, from a form that passed validatePlanForm. */
export function formToPlanInput(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price.trim()),
    currency: values.currency.trim().toUpperCase(),
    billing_interval: values.billing_interval,
    qr_code_limit: Number(values.qr_code_limit.trim()),
    scan_limit: Number(values.scan_limit.trim()),
    trial_period_days: Number(values.trial_period_days.trim()),
    api_key_limit: Number(values.api_key_limit.trim()),
    api_rate_limit: Number(values.api_rate_limit.trim()),
    status: values.status,
    is_featured: values.is_featured,
    features: { analytics: values.analytics, customLogos: values.customLogos },
    template_limit: Number(values.template_limit.trim()),
    member_limit: Number(values.member_limit.trim()),
  };
}

/** The api names nested fields 'features.analytics'; the form names them 'analytics'. */
export function serverErrorsToForm(fields: Record<string, string>): PlanFormErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field.replace(/^features\./, ''), message]),
  );
}
