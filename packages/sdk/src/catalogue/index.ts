export * from './device-catalogue';
export * from './modules';
export * from './probe-catalogue';
export * from './probe-names';
export * from './product-modules';
export * from './thresholds';
export * from './module-choices';
export * from './dictionaries';
