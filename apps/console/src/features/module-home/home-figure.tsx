import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface HomeFigureProps {
  /** What the figure counts (在线设备). */
  label: string;
  value: number | undefined;
  /** The page the figure opens, e.g. the device list filtered by status. */
  href: string;
  testId: string;
  icon: ReactNode;
}

/** One figure of a module home: a large number and its label, linking to the page that lists what it counts. */
export function HomeFigure({ label, value, href, testId, icon }: HomeFigureProps) {
  return (
    <Link
      href={href}
      data-testid={testId}
      className="flex items-center gap-3 rounded-md border bg-card p-4 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span aria-hidden="true" className="rounded-full bg-muted p-2 text-primary">
        {icon}
      </span>
      <span className="grid">
        <span className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value ?? '—'}
        </span>
        <span className="text-sm text-muted-foreground">{label}</span>
      </span>
    </Link>
  );
}
