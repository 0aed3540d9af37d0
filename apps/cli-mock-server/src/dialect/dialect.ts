import type { EndpointDefinition } from '@vigil/sdk';
import type { Body } from '../envelope';
import type { Locale } from '../i18n/messages';
import type { MockState } from '../state';

/** How vigil-mock speaks (`--dialect`): its own vocabulary (the sdk's schemas), or a RuoYi-family vendor backend's. */
export const DIALECTS = ['vigil', 'ruoyi'] as const;
export type DialectName = (typeof DIALECTS)[number];

/** A request's query and body fields. */
export interface RequestFields {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/**
 * The one boundary where a dialect differs: requests are read into vigil-mock's own terms before the sdk's schemas
 * check them, answers are written out after `--strict` has checked them, so handlers and the state never know which
 * dialect is spoken.
 */
export interface Dialect {
  readonly name: DialectName;
  /** The language of every message whatever the caller's Accept-Language; undefined: the caller's. */
  readonly locale?: Locale;
  /** A request as sent → as the schemas and handlers read it. */
  request(endpoint: EndpointDefinition, fields: RequestFields): RequestFields;
  /** A handler's answer → as this dialect sends it; `zone` is the caller's time zone. */
  response(endpoint: EndpointDefinition, body: Body, zone: string): Body;
  /** The seeded state as this dialect's backend holds it (its own dictionaries), in the seed's language. */
  seed(state: MockState, locale: Locale): MockState;
}

/** vigil-mock's own dialect: everything as the sdk's schemas say. */
export const VIGIL_DIALECT: Dialect = {
  name: 'vigil',
  request: (_endpoint, fields) => fields,
  response: (_endpoint, body) => body,
  seed: (state) => state,
};
