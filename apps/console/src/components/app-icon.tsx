import {
  Activity, Bell, BookOpen, Building2, ChartColumn, ChevronLeft, ChevronRight, CircleDot, ClipboardList, CookingPot, CreditCard,
  Crown, Database, Factory, Fence, File, Flame, FlaskConical, Fuel, Gauge, HardHat, History, House, Image, Link, type LucideIcon,
  Mail, Maximize, Menu, MessageSquare, MessagesSquare, Monitor, MonitorPlay, Moon, Network, Package, QrCode, Radar, RefreshCw,
  Router, ScanLine, ScanSearch, ScrollText, Send, Settings, Shield, Siren, SlidersVertical, Store, User, Video, Volume2, VolumeX,
  Wind, X, Ellipsis,
} from 'lucide-react';
import type { RouteIcon } from '../routes/route-table';

/** Glyphs for the menu, top bar and popup (lucide, tree-shaken); decorative, the text beside them names the action. */
const GLYPHS = {
  home: House,
  device: Monitor,
  probe: Gauge,
  data: Activity,
  history: History,
  alarm: Siren,
  order: ClipboardList,
  notice: MessageSquare,
  report: ChartColumn,
  log: ScrollText,
  send: Send,
  video: Video,
  storage: Database,
  fence: Fence,
  talk: MessagesSquare,
  photo: Image,
  user: User,
  role: Shield,
  dept: Network,
  menu: Menu,
  member: Crown,
  account: CreditCard,
  file: File,
  dict: BookOpen,
  config: Settings,
  product: Package,
  message: Mail,
  link: Link,
  screen: MonitorPlay,
  bell: Bell,
  sound: Volume2,
  mute: VolumeX,
  fullscreen: Maximize,
  qr: QrCode,
  theme: Moon,
  drawer: SlidersVertical,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  close: X,
  refresh: RefreshCw,
  more: Ellipsis,
} as const satisfies Record<RouteIcon | string, LucideIcon>;

/** One glyph per product of the catalogue, keyed by the catalogue's `icon` (spec §1). */
const PRODUCT_GLYPHS: Readonly<Record<string, LucideIcon>> = {
  alarms: Factory,
  house: House,
  commercial: Store,
  flame: Flame,
  civil: Building2,
  portable: Radar,
  environment: Wind,
  lampblack: CookingPot,
  tvoc: FlaskConical,
  manhole: CircleDot,
  gas: Fuel,
  controller: Router,
  hat: HardHat,
  'cloud-desk': ScanLine,
  handheld: ScanSearch,
  // The chooser's administration card (module `user`) and pressure (no catalogue product).
  user: Settings,
  pressure: Gauge,
};

export type AppIconName = keyof typeof GLYPHS;

function Glyph({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return <Icon aria-hidden="true" focusable="false" strokeWidth={2} className={`shrink-0 ${className}`} />;
}

export function AppIcon({ name, className = 'size-4' }: { name: AppIconName; className?: string }) {
  return <Glyph icon={GLYPHS[name]} className={className} />;
}

/** A product's own glyph; an icon the console does not know yet falls back to a generic package. */
export function ProductIcon({ icon, className = 'size-4' }: { icon: string; className?: string }) {
  return <Glyph icon={PRODUCT_GLYPHS[icon] ?? Package} className={className} />;
}
