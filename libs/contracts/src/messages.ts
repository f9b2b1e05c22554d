/** Texts the api answers with that screens show as they are (SPEC.md §6, §8). */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  onlySuperAdmins: 'Unauthorized: Only Super Administrators can manage users.',
  registrationDisabled: 'Registration is disabled.',
  emailTaken: 'An account with this email already exists.',
  currentPasswordWrong: 'Current password is incorrect.',
  lastSuperAdmin: 'The last super administrator cannot be deleted or demoted.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  userNotFound: 'User not found.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  internalError: 'Something went wrong on our side. Please try again later.',
  planNotFound: 'Plan not found.',
  planArchived: 'This plan is archived and can no longer be chosen.',
} as const;

/** Field messages of the plan form (SPEC.md §5: name, price, currency, limits and trial required). */
export const PLAN_FIELD_MESSAGES = {
  nameRequired: 'Plan name is required.',
  nameTooLong: 'Plan name must be at most 100 characters.',
  descriptionTooLong: 'Description must be at most 1000 characters.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Price must be a number of 0 or more with at most 2 decimals.',
  currencyRequired: 'Currency is required.',
  currencyInvalid: 'Currency must be a 3-letter code such as USD.',
  billingIntervalInvalid: 'Billing interval must be month or year.',
  qrCodeLimitRequired: 'QR code limit is required.',
  qrCodeLimitInvalid: 'QR code limit must be a whole number of 0 or more.',
  scanLimitRequired: 'Scan limit is required.',
  scanLimitInvalid: 'Scan limit must be a whole number of 0 or more.',
  trialRequired: 'Trial period is required.',
  trialInvalid: 'Trial period must be a whole number of days, 0 or more.',
  statusInvalid: 'Status must be active or archived.',
  featuredInvalid: 'is_featured must be true or false.',
  featureInvalid: 'Each feature must be true or false.',
  planIdInvalid: 'planId must be a plan id, or null to remove the plan.',
} as const;
