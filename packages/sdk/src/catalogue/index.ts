export * from './device-catalogue';
export * from './modules';
export * from './probe-catalogue';
export * from './product-modules';
