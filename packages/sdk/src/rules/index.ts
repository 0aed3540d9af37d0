export * from './endpoint-permission';
export * from './has-permission';
export * from './validation/index';
export * from './work-order-status';
export * from './super-admin';
export * from './file-preview';
