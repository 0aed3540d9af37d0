import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Stroke paths (24×24 viewBox) of the few glyphs the kit draws itself; decorative only. */
const paths = {
  x: 'M18 6 6 18M6 6l12 12',
  check: 'M20 6 9 17l-5-5',
  minus: 'M5 12h14',
  chevronDown: 'm6 9 6 6 6-6',
  chevronUp: 'm18 15-6-6-6 6',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  chevronsUpDown: 'm7 15 5 5 5-5M7 9l5-5 5 5',
  inbox: 'M22 12h-6l-2 3h-4l-2-3H2M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
  ellipsis: 'M5 12h.01M12 12h.01M19 12h.01',
} as const;

export type IconName = keyof typeof paths;

export const iconVariants = cva('shrink-0', {
  variants: { size: { xs: 'size-3', sm: 'size-3.5', md: 'size-4', xl: 'size-10' } },
  defaultVariants: { size: 'md' },
});

export type IconProps = { name: IconName } & VariantProps<typeof iconVariants> & ComponentProps<'svg'>;

export function Icon({ name, size, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn(iconVariants({ size }), className)}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
