export * from './users';
export * from './sessions';
export * from './email-codes';
