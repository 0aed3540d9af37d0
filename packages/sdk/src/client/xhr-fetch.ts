import type { UploadProgress } from './types';

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch over XMLHttpRequest that reports the request body's bytes as they are sent: fetch itself cannot (a streamed
 * request body needs HTTP/2, which a backend behind HTTP/1.1 lacks). Used for a call given `onUploadProgress` where
 * XMLHttpRequest exists (browsers); the answer is a plain Response, so everything after it stays the same.
 */
export function xhrFetch(report: (progress: UploadProgress) => void): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? await request.blob() : null;
    const totalBytes = body?.size ?? 0;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => {
        xhr.abort();
        reject(request.signal.reason ?? new DOMException('The request was aborted', 'AbortError'));
      };
      if (request.signal.aborted) {
        abort();
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true })
      xhr.open(request.method, request.url);
      for (const [key, value] of request.headers) xhr.setRequestHeader(key, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => report({ sentBytes: event.loaded, totalBytes: event.lengthComputable ? event.total : totalBytes });
      xhr.upload.onload = () => report({ sentBytes: totalBytes, totalBytes });
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        resolve(new Response(xhr.response as Blob, { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => {
        request.signal.removeEventListener('abort', abort);
        reject(new TypeError('Network request failed'));
      };
      xhr.send(body);
    });
  };
}
