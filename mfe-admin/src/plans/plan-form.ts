import {
  PLAN_DEFAULTS,
  PLAN_FIELD_MESSAGES as M,
  type BillingInterval,
  type PlanDto,
  type PlanInput,
  type PlanStatus,
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
  status: PlanStatus;
  is_featured: boolean;
  analytics: boolean;
  customLogos: boolean;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

/** The same bounds as the api (api/src/plans/dto/create-plan.dto.ts). */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const PRICE_MAX = 99_999_999.99;
const LIMIT_MAX = 1_000_000_000;
const TRIAL_MAX = 3650;

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
    status: 'active',
    is_featured: false,
    analytics: false,
    customLogos: false,
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
    status: plan.status,
    is_featured: plan.is_featured,
    analytics: plan.features.analytics,
    customLogos: plan.features.customLogos,
  };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function checkWhole(value: string, max: number, required: string, invalid: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  return WHOLE.test(text) && Number(text) <= max ? undefined : invalid;
}

/** SPEC.md §5: name, price, currency, limits and trial required; price and limits numeric. */
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
    status: values.status,
    is_featured: values.is_featured,
    features: { analytics: values.analytics, customLogos: values.customLogos },
  };
}

/** The api names nested fields 'features.analytics'; the form names them 'analytics'. */
export function serverErrorsToForm(fields: Record<string, string>): PlanFormErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field.replace(/^features\./, ''), message]),
  );
}
