import type { CallOverride } from './runtime-settings';

/** Applies a call override to an endpoint definition, keeping everything it does not name. */
export function withCallOverride<E extends { method: string; encoding: string; path: string }>(endpoint: E, override: CallOverride | undefined): E {
  if (!override) return endpoint;
  return {
    ...endpoint,
    ...(override.method ? { method: override.method } : {}),
    ...(override.encoding ? { encoding: override.encoding } : {}),
    ...(override.path ? { path: override.path } : {}),
  };
}
