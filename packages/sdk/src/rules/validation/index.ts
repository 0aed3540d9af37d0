export * from './account';
export * from './admin';
export * from './billing';
export * from './devices';
export { charCount } from './fields';
export * from './keys';
export * from './operations';
export { validationEn } from './messages-en';
export { validationZhCN } from './messages-zh-CN';
