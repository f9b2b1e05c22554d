/** The texts the admin screens show, letter for letter from SPEC.md. */
export const TEXTS = {
  // User management
  loadingUsers: 'Loading Users...',
  noUsers: 'No users found.',
  usersLoadFailed: 'Failed to load users.',
  fillAllFields: 'Please fill in all fields.',
  userCreated: 'User created successfully!',
  userCreateFailed: 'Failed to create user.',
  roleUpdated: 'User role updated successfully!',
  roleUpdateFailed: 'Failed to update user role.',
  userDeleted: 'User deleted successfully!',
  userDeleteFailed: 'Failed to delete user.',
  planAssigned: 'Plan assigned successfully!',
  planAssignFailed: 'Failed to assign plan.',
  removeSubscription: '-- Remove Subscription (Free Trial) --',
  deleteUserQuestion: (name: string) => `Are you sure you want to delete ${name}?`,

  // Plan management
  loadingPlans: 'Loading Plans...',
  noPlans: 'No plans yet.',
  plansLoadFailed: 'Failed to load plans.',
  planCreated: 'Plan created successfully!',
  planCreateFailed: 'Failed to create plan.',
  planUpdated: 'Plan updated successfully!',
  planUpdateFailed: 'Failed to update plan.',
  planArchived: 'Plan archived successfully!',
  planArchiveFailed: 'Failed to archive plan.',
  archiveQuestion: (name: string) =>
    `Archive ${name}? Existing subscribers remain on this plan, but no new users can subscribe to it.`,

  // Application settings
  loadingSettings: 'Loading Settings...',
  settingsLoadFailed: 'Failed to load settings.',
  settingsSaved: 'Settings saved successfully!',
  settingsSaveFailed: 'Failed to save settings.',
  testEmailFailed: 'The test email could not be sent.',

  // Messages and payments
  loadingMessages: 'Loading Messages...',
  noMessages: 'No messages yet.',
  messagesLoadFailed: 'Failed to load messages.',
  loadingPayments: 'Loading Payments...',
  noPayments: 'No pending manual payments.',
  paymentsLoadFailed: 'Failed to load payments.',
  paymentApproved: 'Payment approved. The plan is now active.',
  paymentApproveFailed: 'Failed to approve payment.',
  paymentRejected: 'Payment rejected.',
  paymentRejectFailed: 'Failed to reject payment.',
  ownPaymentHint: 'Your own payment: another administrator must approve it.',
  loadingRefusedEvents: 'Loading refused gateway events...',
  noRefusedEvents: 'No gateway event has been refused.',
  refusedEventsLoadFailed: 'Failed to load refused gateway events.',
} as const;
