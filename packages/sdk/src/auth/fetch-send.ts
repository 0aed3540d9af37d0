import type { Send } from '../client/policy-request';

/**
 * The sign-in client's transport: fetch itself, sending what ky sends for the same call (search params in place of
 * the URL's own, a JSON body with its content type), so a sign-in page need not carry ky.
 */
export const fetchSend: Send = (encoded, { method, headers, signal, keepalive, fetch }) => {
  const search = encoded.searchParams?.toString();
  const url = search ? `${encoded.url.replace(/\?[^#]*/, '')}?${search}` : encoded.url;
  let body: BodyInit | undefined = encoded.body;
  if (encoded.json !== undefined) {
    body = JSON.stringify(encoded.json);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  return fetch(url, { method, headers, signal, ...(body === undefined ? {} : { body }), ...(keepalive ? { keepalive: true } : {}) });
};
