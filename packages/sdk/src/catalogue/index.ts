export * from './device-catalogue';
export * from './modules';
