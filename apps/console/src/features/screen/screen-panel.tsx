import type { ReactNode } from 'react';

export interface ScreenPanelProps {
  /** Heading id (the panel is labelled by it). */
  id: string;
  title: string;
  testId: string;
  className?: string;
  children: ReactNode;
}

/**
 * One tile of the wall display: a titled, dark card whose content fills it. Not @vigil/ui's Panel: this page imports
 * nothing from @vigil/ui, and importing it here splits clsx and cva into a chunk /login then loads too (+0.2 KB gzip).
 */
export function ScreenPanel({ id, title, testId, className = '', children }: ScreenPanelProps) {
  return (
    <section aria-labelledby={id} data-testid={testId} className={`flex min-h-0 min-w-0 flex-col gap-[0.6vh] rounded-lg border border-sky-900 bg-slate-900/80 p-[0.8vw] ${className}`}>
      <h2 id={id} className="text-[clamp(0.9rem,1vw,2.4rem)] font-semibold text-sky-300">
        {title}
      </h2>
      <div className="min-h-0 flex-1">{children}</div>
    </section>
  );
}
