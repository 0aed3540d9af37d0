/** The message to show for a failed call: the server's text, else the generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
