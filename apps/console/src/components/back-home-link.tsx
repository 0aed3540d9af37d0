import { Link } from 'wouter';
import { useT } from '../i18n/use-t';

/**
 * The way back from the pages outside the layout (/screen, /download): to `/`, which is the
 * product chooser when signed in and the login page otherwise.
 */
export function BackHomeLink({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link
      href="/"
      data-testid="back-home"
      className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring ${className}`}
    >
      <span aria-hidden="true">←</span>
      {t('app.backHome')}
    </Link>
  );
}
