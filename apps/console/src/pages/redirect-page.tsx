import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { REDIRECT_PREFIX } from '../routes/route-table';
import { safeRedirect } from '../routes/safe-redirect';

/** /redirect/some/path?q → /some/path?q: remounts the page, which is how a tag is refreshed. */
export default function RedirectPage() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const target = safeRedirect(`${path.slice(REDIRECT_PREFIX.length) || '/'}${search ? `?${search}` : ''}`) ?? '/';
    navigate(target, { replace: true });
  }, [path, search, navigate]);
  return null;
}
