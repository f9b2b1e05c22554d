/**
 * The most a request's head (request line and headers) may hold, in KB: Node's own default,
 * set explicitly by the api's server. Larger heads are answered 431.
 */
export const REQUEST_HEADERS_MAX_KB = 16;

/** Texts the api answers with that screens show as they are (docs/product.md, Errors and messages). */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  onlySuperAdmins: 'Unauthorized: Only Super Administrators can manage users.',
  onlySuperAdminsChangeSecrets:
    'Only Super Administrators can change payment and mail secrets, the mail server the mail password is sent to, or whether administrators must use two-factor sign-in.',
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
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  jsonTooDeep: 'The JSON body is nested too deeply: at most 32 levels of arrays and objects.',
  bodyNotObject: 'The request body must be a JSON object.',
  multipartMalformed:
    'The multipart/form-data body could not be read. Send the file again as one complete form.',
  headersTooLarge: `The request's headers are too large: at most ${REQUEST_HEADERS_MAX_KB} KB in all.`,
  requestMalformed: 'The request could not be read as HTTP.',
  requestTimeout: 'The request took too long to arrive.',
  planNotFound: 'Plan not found.',
  planArchived: 'This plan is archived and can no longer be chosen.',
  forgotPasswordSent: 'If an account with that email exists, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. You can now log in.',
  passwordChanged: 'Password changed successfully. Please log in again.',
  resetTokenInvalid: 'This password reset link is invalid.',
  resetTokenExpired: 'This password reset link has expired. Please request a new one.',
  resetTokenUsed: 'This password reset link has already been used. Please request a new one.',
  smtpNotConfigured: 'SMTP is not configured. Save the SMTP settings first.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  contactSent: 'Your message has been sent successfully!',
  contactMessageNotFound: 'Message not found.',
  gatewayNotConfigured: 'Selected payment gateway is not configured yet.',
  gatewayUnavailable: 'The payment gateway did not answer as expected. Please try again later.',
  manualPaymentRecorded:
    'Your request has been recorded. Your plan will be activated once an administrator confirms your payment.',
  freePlanActivated: 'Your plan is now active.',
  subscriptionNotFound: 'Subscription not found.',
  paymentNotFound: 'No pending payment of yours matches this order.',
  paymentVerificationFailed: 'The payment could not be verified.',
  paymentAmountMismatch: 'The amount paid does not match the price of the plan.',
  paymentNotCompleted: 'The payment has not been completed.',
  onlyPendingManualPayments: 'Only pending manual payments can be approved or rejected.',
  cannotApproveOwnPayment: 'You cannot approve your own payment: another administrator must confirm it.',
  webhookNotConfigured: 'Webhooks for this payment gateway are not configured.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
} as const;

/**
 * Field messages of the plan form (docs/product.md, Plans and limits: name, price, currency, limits and trial
 * required).
 */
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
  apiKeyLimitInvalid: 'API key limit must be a whole number: 0 for none, -1 for unlimited.',
  memberLimitInvalid: 'Member limit must be a whole number: 0 for unlimited.',
  domainLimitInvalid: 'Domain limit must be a whole number: 0 for none, -1 for unlimited.',
  storageLimitInvalid: 'Storage limit must be a whole number of MB: 0 for none, -1 for unlimited.',
  apiRateLimitInvalid: 'API rate limit must be a whole number of requests a minute, from 1 to 100000.',
  statusInvalid: 'Status must be active or archived.',
  featuredInvalid: 'is_featured must be true or false.',
  featureInvalid: 'Each feature must be true or false.',
  planIdInvalid: 'planId must be a plan id, or null to remove the plan.',
} as const;

/** Field messages of the checkout calls. */
export const CHECKOUT_FIELD_MESSAGES = {
  planIdRequired: 'planId must be a plan id.',
  gatewayInvalid: 'gateway must be one of: stripe, paypal, razorpay, phonepe, manual.',
  orderIdRequired: 'orderId is required.',
  razorpayFieldRequired: '$property is required.',
  statusInvalid: 'status must be one of: pending, trialing, active, cancelled, expired.',
  subscriptionGatewayInvalid: 'gateway must be one of: stripe, paypal, razorpay, manual, admin, free.',
  limitInvalid: 'limit must be a whole number from 1 to 1000.',
  refusedInvalid: 'refused must be true or false.',
  decidedInvalid: 'decided must be true or false.',
} as const;
