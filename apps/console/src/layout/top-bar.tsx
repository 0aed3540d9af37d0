import { Button, Popover, PopoverContent, PopoverTrigger } from '@vigil/ui';
import { QRCodeSVG } from 'qrcode.react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { alarmService } from '../alarm/alarm-service';
import { useEmitterState } from '../alarm/use-emitter-state';
import { settings } from '../app/services';
import { useSystemLogo, useSystemTitle } from '../app/system-title';
import { appLinks } from '../components/app-links';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { TipIconButton } from '../components/tip-icon-button';
import { LanguageSwitch } from '../components/language-switch';
import { useT } from '../i18n/use-t';
import { breadcrumbFor } from '../routes/route-menus';
import type { AppRoute } from '../routes/route-table';
import { AlarmDrawer } from './alarm-drawer';
import { ThemeDialog } from './theme-dialog';
import { UserMenu } from './user-menu';
import { useUnreadCount } from '../features/inbox/use-unread-count';

function Breadcrumbs({ route }: { route: AppRoute }) {
  const t = useT();
  const crumbs = breadcrumbFor(route);
  return (
    <nav data-testid="breadcrumb" aria-label={t('layout.breadcrumb')} className="hidden min-w-0 sm:block">
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((key, i) => (
          <li key={key} className="flex items-center gap-1 truncate">
            {i > 0 && <span aria-hidden="true">/</span>}
            <span aria-current={i === crumbs.length - 1 ? 'page' : undefined} className={i === crumbs.length - 1 ? 'text-foreground' : ''}>
              {t(key)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function MessageCentre() {
  const t = useT();
  const [, navigate] = useLocation();
  const count = useUnreadCount();
  return (
    <IconTip label={t('layout.messageCentre')}>
      <Button variant="ghost" size="icon" data-testid="message-centre" className="relative" onClick={() => navigate('/message/message')}>
        <AppIcon name="message" />
        <span className="sr-only">{t('layout.messageCentre')}</span>
        {count !== null && count > 0 && (
          <span data-testid="message-count" className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-danger-foreground">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
    </IconTip>
  );
}

function SoundToggle() {
  const t = useT();
  const { sound } = alarmService();
  const { voice } = useEmitterState(sound);
  return (
    <TipIconButton data-testid="sound-toggle" aria-pressed={voice} label={t('layout.sound')} icon={voice ? 'sound' : 'mute'} onClick={() => sound.toggleVoice()} />
  );
}

function QrPopover() {
  const t = useT();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <TipIconButton data-testid="qr-popover" label={t('layout.qr')} icon="qr" />
      </PopoverTrigger>
      <PopoverContent className="grid grid-cols-2 gap-4 text-center text-xs">
        <figure className="grid justify-items-center gap-1">
          <QRCodeSVG value={appLinks().miniProgram} size={112} title={t('layout.qrMiniProgram')} />
          <figcaption>{t('layout.qrMiniProgram')}</figcaption>
        </figure>
        <figure className="grid justify-items-center gap-1">
          <QRCodeSVG value={appLinks().android} size={112} title={t('layout.qrAndroid')} />
          <figcaption>{t('layout.qrAndroid')}</figcaption>
        </figure>
      </PopoverContent>
    </Popover>
  );
}


/** Top bar of spec §2. */
export function TopBar({ route, fullPath }: { route: AppRoute; fullPath: string }) {
  const t = useT();
  const title = useSystemTitle();
  const logo = useSystemLogo();
  const { sidebarOpened } = useSnapshot(settings.state);
  return (
    <header data-testid="top-bar" className="flex h-12 shrink-0 items-center gap-1 border-b bg-card px-2">
      <TipIconButton
        data-testid="sidebar-toggle"
        label={t('layout.toggleSidebar')}
        icon="menu"
        aria-expanded={sidebarOpened}
        onClick={() => settings.toggleSidebar()}
      />
      <Breadcrumbs route={route} />
      <div className="mx-auto flex min-w-0 items-center gap-2 px-2">
        <img data-testid="system-logo" src={logo} alt="" className="size-6 shrink-0 rounded object-contain" />
        <p data-testid="system-title" className="truncate font-semibold">
          {title}
        </p>
      </div>
      <MessageCentre />
      <SoundToggle />
      <TipIconButton
        data-testid="fullscreen"
        label={t('layout.fullscreen')}
        icon="fullscreen"
        className="max-sm:hidden"
        onClick={() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
      />
      <QrPopover />
      <AlarmDrawer />
      <ThemeDialog />
      <LanguageSwitch />
      <UserMenu fullPath={fullPath} />
    </header>
  );
}
