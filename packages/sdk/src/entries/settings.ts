/** `@vigil/sdk/settings`: a deployment's runtime settings file (`config.json`), its schema and its reader. */
export * from '../settings/call-override';
export * from '../settings/runtime-settings';
export * from '../settings/security-headers';
// The settings file's `wireCodes` extend the sdk's tables: here, so a page loads the tables with the file's reader only.
export { extendWireCodes, type WireCodeExtension } from '../read/wire-codes';
export * from '../settings/stock-ruoyi';
