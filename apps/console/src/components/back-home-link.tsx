import { Link } from 'wouter';
import { useT } from '../i18n/use-t';

const TONES = {
  /** On a light page (/download, a page outside the layout). */
  page: 'px-2 py-1 text-sm font-medium text-primary hover:bg-accent focus-visible:outline-ring',
  /** On the dark wall display of /screen, sized with the viewport. */
  wall: 'border border-sky-800 px-[0.6vw] py-[0.4vh] text-[clamp(0.8rem,0.8vw,2rem)] text-sky-200 hover:bg-sky-950 focus-visible:outline-sky-300',
} as const;

/**
 * The way back from the pages outside the layout (/screen, /download): to `/`, which is the
 * product chooser when signed in and the login page otherwise.
 */
export function BackHomeLink({ className = '', tone = 'page' }: { className?: string; tone?: keyof typeof TONES }) {
  const t = useT();
  return (
    <Link href="/" data-testid="back-home" className={`inline-flex items-center gap-1 rounded-md focus-visible:outline-2 ${TONES[tone]} ${className}`}>
      <span aria-hidden="true">←</span>
      {t('app.backHome')}
    </Link>
  );
}
