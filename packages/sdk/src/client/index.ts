export * from './content-disposition';
export * from './create-client';
export * from './table-client';
export * from './errors';
export * from './events';
export * from './types';
export * from './result-guards';
export * from './validate-response';
