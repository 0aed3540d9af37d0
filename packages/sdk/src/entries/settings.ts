/** `@vigil/sdk/settings`: a deployment's runtime settings file (`config.json`), its schema and its reader. */
export * from '../settings/call-override';
export * from '../settings/runtime-settings';
export * from '../settings/security-headers';
