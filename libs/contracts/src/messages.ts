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
} as const;
