import { AppIcon } from '../../../components/app-icon';
import { ROUTE_ICONS, type RouteIcon } from '../../../routes/route-table';

const isIcon = (value: unknown): value is RouteIcon => typeof value === 'string' && (ROUTE_ICONS as readonly string[]).includes(value);

/** A menu's icon: its glyph when the console draws it, else its stored name (RuoYi's `#` shows as nothing). */
export function MenuIcon({ icon }: { icon: string | null | undefined }) {
  if (isIcon(icon)) return <AppIcon name={icon} />;
  return icon && icon !== '#' ? <span className="text-xs text-muted-foreground">{icon}</span> : null;
}
