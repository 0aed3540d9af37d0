import * as z from 'zod/mini';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { ResponseValidationError } from '../client/errors';
import { type ReadIssue, readTolerant } from './read-tolerant';

/** How a code-200 body is read: tolerantly (what a backend sends, field by field) or strictly (the schema, all or nothing). */
export type ReadingMode = 'tolerant' | 'strict';

export interface ReadResult {
  data: unknown;
  /** Values that were present but could not be read (left out of the data); empty when everything was read. */
  issues: ReadIssue[];
}

/**
 * Reads a code-200 body with the endpoint's schema. Strict: the schema or a `ResponseValidationError`. Tolerant: the
 * schema when the body matches it (the fast path), else field by field (`readTolerant`); it throws only when the
 * body as a whole cannot be read.
 */
export function readResponse(endpoint: Pick<EndpointDefinition, 'id' | 'response'>, body: unknown, mode: ReadingMode = 'tolerant'): ReadResult {
  if (!endpoint.response) return { data: body, issues: [] };
  const parsed = z.safeParse(endpoint.response, body);
  if (parsed.success) return { data: parsed.data, issues: [] };
  if (mode === 'strict') throw new ResponseValidationError(endpoint.id, parsed.error.issues);
  const issues: ReadIssue[] = [];
  const data = readTolerant(endpoint.response, body, issues);
  if (data === undefined) throw new ResponseValidationError(endpoint.id, parsed.error.issues);
  return { data, issues };
}
