export * from './users';
export * from './sessions';
export * from './email-codes';
export * from './catalogue';
export * from './geo';
export * from './profiles';
export * from './demands';
export * from './notifications';
