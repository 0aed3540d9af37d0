export * from './format-bytes';
export * from './format-duration';
export * from './wire-time';
export * from './format-yuan';
