export * from './wire-codes';
export * from './wire-code-schema';
export * from './read-tolerant';
export * from './read-response';
