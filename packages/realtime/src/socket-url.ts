export type ParamValue = string | number | boolean;

/**
 * Query of the regular socket (spec §7): device IMEI, language and time zone, plus the session token where the server
 * asks for it on the URL (a browser cannot set an Authorization header on a WebSocket; vigil-mock does).
 */
export interface RegularChannelParams {
  imei: ParamValue;
  local: ParamValue;
  timeZone: ParamValue;
  token?: ParamValue;
  [extra: string]: ParamValue | undefined;
}

/** Query of the public alarm socket (spec §7); `p=-1` is added by the package. */
export interface PublicChannelParams {
  uuid: ParamValue;
  local: ParamValue;
  timeZone: ParamValue;
  [extra: string]: ParamValue;
}

export type Channel = 'regular' | 'public';

export type ChannelParams<C extends Channel> = C extends 'regular' ? RegularChannelParams : PublicChannelParams;

/** Query keys per channel, in the order they are sent; fixed values are set here. */
const channelQuery = {
  regular: { keys: ['imei', 'local', 'timeZone', 'token'], fixed: {} },
  public: { keys: ['uuid', 'p', 'local', 'timeZone'], fixed: { p: -1 } },
} as const satisfies Record<Channel, { keys: readonly string[]; fixed: Record<string, ParamValue> }>;

/** Appends the channel's query to `url`, keeping any query `url` already has. */
export function buildSocketUrl(url: string, channel: Channel, params: Readonly<Record<string, ParamValue | undefined>>): string {
  const { keys, fixed } = channelQuery[channel];
  const merged: Record<string, ParamValue | undefined> = { ...params, ...fixed };
  const ordered = [...keys, ...Object.keys(merged).filter((key) => !(keys as readonly string[]).includes(key))];
  const query = ordered
    .filter((key) => merged[key] !== undefined)
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(merged[key]))}`)
    .join('&');
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
