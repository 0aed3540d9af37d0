import { StrokeIcon } from '@vigil/ui';
import type { RouteIcon } from '../routes/route-table';

/** Stroke glyphs (24×24) for the menu and top bar; decorative, the text beside them names the action. */
const GLYPHS = {
  home: 'M3 10.5 12 3l9 7.5V21H3z M9 21v-6h6v6',
  device: 'M5 4h14v12H5z M9 20h6 M12 16v4',
  probe: 'M12 2v6 M8 8h8l-1 14H9z',
  data: 'M3 12h4l3-8 4 16 3-8h4',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8 M3 3v5h5 M12 7v5l3 3',
  alarm: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9 M10.3 21a1.94 1.94 0 0 0 3.4 0',
  order: 'M9 3h6v3H9z M5 5h14v16H5z M9 12h6 M9 16h4',
  notice: 'M4 4h16v12H7l-3 3z',
  report: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  log: 'M4 4h16v16H4z M8 8h8 M8 12h8 M8 16h5',
  send: 'M22 2 11 13 M22 2l-7 20-4-9-9-4z',
  video: 'M3 6h13v12H3z M16 10l5-3v10l-5-3',
  storage: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3z M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6',
  fence: 'M4 20V8l4-4 4 4v12 M12 20V8l4-4 4 4v12 M2 12h20 M2 17h20',
  talk: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  photo: 'M3 5h18v14H3z M8.5 10.5a1.5 1.5 0 1 0 0-.01 M21 15l-5-5L5 19',
  user: 'M20 21a8 8 0 0 0-16 0 M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10',
  role: 'M12 2 4 5v6c0 5 3.5 9.5 8 11 4.5-1.5 8-6 8-11V5z',
  dept: 'M9 3h6v5H9z M3 16h6v5H3z M15 16h6v5h-6z M12 8v4 M6 16v-4h12v4',
  menu: 'M4 6h16 M4 12h16 M4 18h16',
  member: 'M12 2l3 6.5 7 .8-5.2 4.7 1.5 7L12 17.3 5.7 21l1.5-7L2 9.3l7-.8z',
  account: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  file: 'M14 2H6v20h12V6z M14 2v4h4',
  dict: 'M4 4h10a4 4 0 0 1 4 4v12H8a4 4 0 0 1-4-4z',
  config: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6 M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0 1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 15a2 2 0 1 1 0-4 1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3a2 2 0 1 1 4 0 1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1A1.7 1.7 0 0 0 21 10a2 2 0 1 1 0 4z',
  product: 'M21 8 12 3 3 8v8l9 5 9-5z M3 8l9 5 9-5 M12 13v8',
  message: 'M4 4h16v16H4z M4 4l8 8 8-8',
  link: 'M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1 M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  screen: 'M2 4h20v13H2z M8 21h8 M12 17v4',
  bell: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9 M10.3 21a1.94 1.94 0 0 0 3.4 0',
  sound: 'M11 5 6 9H2v6h4l5 4z M15.5 8.5a5 5 0 0 1 0 7 M19 5a10 10 0 0 1 0 14',
  mute: 'M11 5 6 9H2v6h4l5 4z M22 9l-6 6 M16 9l6 6',
  fullscreen: 'M8 3H3v5 M16 3h5v5 M8 21H3v-5 M16 21h5v-5',
  qr: 'M3 3h7v7H3z M14 3h7v7h-7z M3 14h7v7H3z M14 14h3v3h-3z M20 14v7h-3',
  theme: 'M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9',
  drawer: 'M4 21v-7 M4 10V3 M12 21v-9 M12 8V3 M20 21v-5 M20 12V3 M1 14h6 M9 8h6 M17 16h6',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  close: 'M18 6 6 18 M6 6l12 12',
  refresh: 'M21 12a9 9 0 1 1-3-6.7L21 8 M21 3v5h-5',
} as const satisfies Record<RouteIcon | string, string>;

export type AppIconName = keyof typeof GLYPHS;

export function AppIcon({ name, className = 'size-4' }: { name: AppIconName; className?: string }) {
  return <StrokeIcon d={GLYPHS[name]} className={className} />;
}
