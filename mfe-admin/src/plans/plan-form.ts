import {
  PLAN_DEFAULTS,
  PLAN_FIELD_MESSAGES as M,
  type BillingInterval,
  type PlanDto,
  type PlanInput,
  type PlanStatus,
  TEMPLATE_MESSAGES,
} from '@qrpanel/contracts';

/**
 * The limits a plan may leave without bound, and the number that means so to the api: 0 for
 * codes, scans and members, -1 for templates, API keys, custom domains and storage (whose 0
 * means none). The form asks with an Unlimited switch instead of the number.
 */
export const UNLIMITED_AS = {
  qr_code_limit: 0,
  scan_limit: 0,
  member_limit: 0,
  template_limit: -1,
  api_key_limit: -1,
  domain_limit: -1,
  storage_limit_mb: -1,
} as const;

export type LimitField = keyof typeof UNLIMITED_AS;

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
  /** Members of a workspace. */
  member_limit: string;
  /** Custom domains of a workspace: 0 none, -1 unlimited. */
  domain_limit: string;
  /** MB of files for hosted pages: 0 none (no uploads), -1 unlimited. */
  storage_limit_mb: string;
  /** Which limits are switched to Unlimited: their text is then not read. */
  unlimited: Record<LimitField, boolean>;
}

/** Texts of the form's own rules, in the page's language. */
export interface PlanFormTexts {
  /** A limit whose 0 would mean unlimited, typed as 0 with the switch off. */
  atLeastOne: string;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

/** The same bounds as the api (api/src/plans/dto/create-plan.dto.ts). */
const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;
const PRICE_MAX = 99_999_999.99;
const LIMIT_MAX = 1_000_000_000;
const TRIAL_MAX = 3650;
const API_RATE_MAX = 100_000;

/** The limits' texts and Unlimited switches from the plan's numbers. */
function limitsToForm(plan: Record<LimitField, number>): Pick<PlanFormValues, LimitField | 'unlimited'> {
  const form = { unlimited: {} } as Pick<PlanFormValues, LimitField | 'unlimited'>;
  for (const field of Object.keys(UNLIMITED_AS) as LimitField[]) {
    const unlimited = plan[field] === UNLIMITED_AS[field];
    form[field] = unlimited ? '' : String(plan[field]);
    form.unlimited[field] = unlimited;
  }
  return form;
}

export function emptyPlanForm(): PlanFormValues {
  return {
    name: '',
    description: '',
    price: '',
    currency: PLAN_DEFAULTS.currency,
    billing_interval: PLAN_DEFAULTS.billing_interval,
    trial_period_days: String(PLAN_DEFAULTS.trial_period_days),
    api_rate_limit: String(PLAN_DEFAULTS.api_rate_limit),
    status: 'active',
    is_featured: false,
    analytics: false,
    customLogos: false,
    ...limitsToForm(PLAN_DEFAULTS),
  };
}

export function planToForm(plan: PlanDto): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description ?? '',
    price: String(plan.price),
    currency: plan.currency,
    billing_interval: plan.billing_interval,
    trial_period_days: String(plan.trial_period_days),
    api_rate_limit: String(plan.api_rate_limit),
    status: plan.status,
    is_featured: plan.is_featured,
    analytics: plan.features.analytics,
    customLogos: plan.features.customLogos,
    ...limitsToForm(plan),
  };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function checkWhole(value: string, max: number, required: string, invalid: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  return WHOLE.test(text) && Number(text) <= max ? undefined : invalid;
}

/**
 * A limit that may be unlimited: not read when it is; else a whole number, of 1 or more
 * where 0 would mean unlimited to the api (0 is none for the others).
 */
function checkLimit(
  values: PlanFormValues,
  field: LimitField,
  messages: { required: string; invalid: string },
  texts: PlanFormTexts,
): string | undefined {
  if (values.unlimited[field]) return undefined;
  const error = checkWhole(values[field], LIMIT_MAX, messages.required, messages.invalid);
  if (error) return error;
  return UNLIMITED_AS[field] === 0 && Number(values[field].trim()) === 0 ? texts.atLeastOne : undefined;
}

/**
 * docs/product.md, Plans and limits: name, price, currency, limits and trial required; price and limits
 * numeric.
 */
export function validatePlanForm(values: PlanFormValues, texts: PlanFormTexts): PlanFormErrors {
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
    qr_code_limit: checkLimit(
      values,
      'qr_code_limit',
      { required: M.qrCodeLimitRequired, invalid: M.qrCodeLimitInvalid },
      texts,
    ),
    scan_limit: checkLimit(
      values,
      'scan_limit',
      { required: M.scanLimitRequired, invalid: M.scanLimitInvalid },
      texts,
    ),
    trial_period_days: checkWhole(values.trial_period_days, TRIAL_MAX, M.trialRequired, M.trialInvalid),
    template_limit: checkLimit(
      values,
      'template_limit',
      { required: TEMPLATE_MESSAGES.templateLimitInvalid, invalid: TEMPLATE_MESSAGES.templateLimitInvalid },
      texts,
    ),
    api_key_limit: checkLimit(
      values,
      'api_key_limit',
      { required: M.apiKeyLimitInvalid, invalid: M.apiKeyLimitInvalid },
      texts,
    ),
    member_limit: checkLimit(
      values,
      'member_limit',
      { required: M.memberLimitInvalid, invalid: M.memberLimitInvalid },
      texts,
    ),
    domain_limit: checkLimit(
      values,
      'domain_limit',
      { required: M.domainLimitInvalid, invalid: M.domainLimitInvalid },
      texts,
    ),
    storage_limit_mb: checkLimit(
      values,
      'storage_limit_mb',
      { required: M.storageLimitInvalid, invalid: M.storageLimitInvalid },
      texts,
    ),
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

/** A limit's number for the api: its unlimited number when switched so. */
const limitNumber = (values: PlanFormValues, field: LimitField) =>
  values.unlimited[field] ? UNLIMITED_AS[field] : Number(values[field].trim());

/** The body of POST /plans and PUT /plans/{id}, from a form that passed validatePlanForm. */
export function formToPlanInput(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price.trim()),
    currency: values.currency.trim().toUpperCase(),
    billing_interval: values.billing_interval,
    qr_code_limit: limitNumber(values, 'qr_code_limit'),
    scan_limit: limitNumber(values, 'scan_limit'),
    trial_period_days: Number(values.trial_period_days.trim()),
    api_key_limit: limitNumber(values, 'api_key_limit'),
    api_rate_limit: Number(values.api_rate_limit.trim()),
    status: values.status,
    is_featured: values.is_featured,
    features: { analytics: values.analytics, customLogos: values.customLogos },
    template_limit: limitNumber(values, 'template_limit'),
    member_limit: limitNumber(values, 'member_limit'),
    domain_limit: limitNumber(values, 'domain_limit'),
    storage_limit_mb: limitNumber(values, 'storage_limit_mb'),
  };
}

/** The api names nested fields 'features.analytics'; the form names them 'analytics'. */
export function serverErrorsToForm(fields: Record<string, string>): PlanFormErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field.replace(/^features\./, ''), message]),
  );
}
