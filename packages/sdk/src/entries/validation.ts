/** `@vigil/sdk/validation`: the spec §5 form schemas and their error keys, without the client. */
export * from '../rules/validation/index';
