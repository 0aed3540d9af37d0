export * from './format-bytes';
export * from './format-duration';
