/** `@vigil/sdk/constants`: limits, timeouts and layout sizes, without schemas or the client. */
export * from '../constants';
