/** The texts the shell's screens show, letter for letter from SPEC.md. */
export const TEXTS = {
  loggedIn: 'Logged in successfully!',
  registered: 'Registered successfully! Redirecting...',
  loggedOut: 'Logged out successfully!',
  loginFailed: 'Invalid email or password.',
  registerFailed: 'Registration failed.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetLinkSent: 'If an account with that email exists, a password reset link has been sent.',
  resetLinkFailed: 'An error occurred while sending the reset link.',
  genericError: 'An error occurred.',
  dashboardLoadFailed: 'Could not load dashboard data. Please try refreshing the page.',
  dashboardToastFailed: 'Failed to load dashboard stats.',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile.',
  passwordChanged: 'Password changed successfully! Please log in again.',
  passwordFailed: 'Failed to change password.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 8 characters.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  fillRequired: 'Please fill all required fields.',
  messageSent: 'Your message has been sent successfully!',
  messageFailed: 'Failed to send message. Please try again later.',
} as const;

/** Shown when the settings cannot be read. */
export const DEFAULT_APP_NAME = 'QR Panel';
