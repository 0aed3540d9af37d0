/**
 * `@vigil/sdk/client`: the request core without the endpoint table. Pair it with the domains a bundle needs
 * (`@vigil/sdk/endpoints/<domain>`) through `createTableClient`.
 */
export * from '../client/content-disposition';
export * from '../client/errors';
export * from '../client/events';
export * from '../client/result-guards';
export * from '../client/table-client';
export * from '../client/types';
export * from '../client/validate-response';
export * from '../endpoints/define-endpoint';
export type { FailureResponse } from '../schemas/envelope';
export * from '../read/index';
export * from '../client/strict-csp';
