import { isResponseValidationError } from '@vigil/sdk/auth';

/**
 * The message to show for a failed call: the server's text, else the generic one. An answer that could not be read
 * has only a schema message (developer English): the operator gets the generic text, the details go to the console.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isResponseValidationError(error)) return fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
