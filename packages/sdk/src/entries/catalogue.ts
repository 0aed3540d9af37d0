/** `@vigil/sdk/catalogue`: the device catalogue and the modules, without schemas or the client. */
export * from '../catalogue/index';
