import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/**
 * Tones: `card` a filled, bordered card; `plain` the same border without the fill; `flush` no box at all (a titled
 * group inside a dialog or another panel). The tone owns the box and padding and `gap` the spacing, so a caller's
 * className only adds (width, grid columns) and never clashes.
 */
export const panelVariants = cva('min-w-0', {
  variants: {
    tone: {
      card: 'grid rounded-lg border bg-card p-4',
      plain: 'grid rounded-lg border p-4',
      flush: 'grid',
    },
    gap: { sm: 'gap-2', md: 'gap-3', lg: 'gap-4' },
  },
  defaultVariants: { tone: 'card', gap: 'md' },
});

const headingVariants = cva('', {
  variants: {
    tone: {
      card: 'font-semibold',
      plain: 'font-semibold',
      flush: 'text-sm font-medium',
    },
  },
  defaultVariants: { tone: 'card' },
});

export type PanelHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface PanelProps extends Omit<ComponentProps<'section'>, 'title'>, VariantProps<typeof panelVariants> {
  /** The heading; the section is labelled by it. */
  title: ReactNode;
  /** The heading's level in the page's outline (h2 by default; h3 inside a dialog or another section). */
  headingLevel?: PanelHeadingLevel;
  /** The heading's id when a page refers to it; generated otherwise. */
  titleId?: string;
  /** Keeps the heading for screen readers only (the content says what the panel is). */
  hideTitle?: boolean;
  /** A line under the heading; the section is described by it. */
  description?: ReactNode;
  /** Controls shown on the heading's row (tags, buttons). */
  actions?: ReactNode;
}

/** A titled section: a heading, optionally a description and actions on the heading's row, then its content. */
export function Panel({ tone, gap, title, headingLevel = 2, titleId, hideTitle = false, description, actions, className, children, ...props }: PanelProps) {
  const generated = useId();
  const headingId = titleId ?? `${generated}-title`;
  const descriptionId = description ? `${generated}-description` : undefined;
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={headingId} className={hideTitle ? 'sr-only' : headingVariants({ tone })}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId} aria-describedby={descriptionId} className={cn(panelVariants({ tone, gap }), className)} {...props}>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children}
    </section>
  );
}
