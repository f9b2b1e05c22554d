export * from './roles';
export * from './users';
export * from './messages';
export * from './plans';
export * from './settings';
export * from './contact';
export * from './qr-types';
export * from './qr-status';
export * from './qr-encoding';
export * from './qr-validation';
export * from './destination-url';
export * from './qr-svg';
export * from './qrcodes';
export * from './qr-messages';
export * from './redirect';
export * from './analytics';
export * from './subscriptions';
export * from './lists';
export * from './folders';
// Its rules and texts are imported from @qrpanel/contracts/smart-routing: kept out of the
// login page's JavaScript, which loads this entry whole.
export type * from './smart-routing';
export * from './qr-design';
export * from './qr-design-checks';
export * from './pixel-font';
