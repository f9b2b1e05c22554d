export * from './roles';
export * from './users';
export * from './messages';
export * from './plans';
export * from './settings';
export * from './contact';
export * from './subscriptions';
