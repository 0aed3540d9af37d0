import { useEffect } from 'react';
import { ok } from './api';
import { rememberSystemInfo } from './remember-system-info';

/**
 * Reads the system names and logo from the backend once per mount (the chooser, the layout) and stores them in
 * zhy-sysInfo: the top bar, the tab title and the next visit's login page show them. A failure keeps what is stored.
 */
export function useSystemInfoSync(): void {
  useEffect(() => {
    let current = true;
    import('./full-client')
      // A backend without the vendor's system names (HTTP 404) keeps the site's: quietly.
      .then(({ fullClient }) => fullClient.siteConfig.systemInfo({ extension: true }))
      .then((result) => {
        if (current) rememberSystemInfo(ok(result).data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
}
