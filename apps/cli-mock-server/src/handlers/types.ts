import type { MockContext } from '../context';
import type { Body } from '../envelope';
import type { Scope } from '../scope';
import type { Locale } from '../i18n/messages';
import type { Session } from '../session';

/** A decoded, validated request as a handler sees it. */
export interface HandlerRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The signed-in user; undefined only on public endpoints. */
  session: Session | undefined;
  /** What the caller may touch (spec §6); lookups and lists of owned records keep to it. */
  scope: Scope;
  /** The answer's language (Accept-Language), for texts a handler puts inside its data; absent means zh-CN. */
  locale?: Locale;
}

/** A file answer (exports, downloads). */
export class BlobReply {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly data: string | Uint8Array,
    /** `inline` opens in the browser (a public document); `attachment` saves it (exports, downloads). */
    readonly disposition: 'inline' | 'attachment' = 'attachment',
  ) {}
}

export type HandlerResult = Body | BlobReply;

export type Handler = (request: HandlerRequest, context: MockContext) => HandlerResult | Promise<HandlerResult>;

/** Handlers of one domain, keyed by endpoint id (`auth.getInfo`…). */
export type HandlerTable = Record<string, Handler>;

