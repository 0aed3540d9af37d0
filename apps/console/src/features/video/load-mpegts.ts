import mpegtsUrl from 'mpegts.js/dist/mpegts.js?url';

export type Mpegts = typeof import('mpegts.js').default;

let loading: Promise<Mpegts> | undefined;

/**
 * mpegts.js, loaded once on first use as its own minified UMD file (a classic script defining `window.mpegts`).
 * Bundled, the CommonJS module would need the bundler's interop helpers in a chunk of their own, which /login would
 * then load too.
 */
export function loadMpegts(): Promise<Mpegts> {
  loading ??= new Promise<Mpegts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = mpegtsUrl;
    script.async = true;
    script.onload = () => {
      const loaded = (window as Window & { mpegts?: Mpegts }).mpegts;
      if (loaded) resolve(loaded);
      else reject(new Error('mpegts.js did not define window.mpegts'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('mpegts.js failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
