import { config } from 'zod/mini';

/**
 * Validates without compiling code at run time. zod probes `new Function` on first use, and a page under a CSP
 * without `'unsafe-eval'` reports that probe as a violation even though zod catches it; call this once, before the
 * first call, on such a page. Validation gives the same answers, through zod's interpreter.
 */
export function configureForStrictCsp(): void {
  config({ jitless: true });
}
