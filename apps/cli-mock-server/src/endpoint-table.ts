import { type EndpointDefinition, listEndpoints } from '@vigil/sdk';

/** An endpoint of the sdk's table: the one contract between client and mock. */
export type MockEndpoint = EndpointDefinition;

/** Every endpoint of spec §7, straight from the sdk. */
export function apiEndpoints(): MockEndpoint[] {
  return listEndpoints();
}
