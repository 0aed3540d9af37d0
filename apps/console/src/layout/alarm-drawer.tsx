import { Drawer, DrawerBody, DrawerContent, DrawerHeader, DrawerTitle, DrawerTrigger, Switch } from '@vigil/ui';
import { DRAWER_WIDTH } from '@vigil/sdk';
import { useSnapshot } from 'valtio';
import { alarmService } from '../alarm/alarm-service';
import { useEmitterState } from '../alarm/use-emitter-state';
import { settings } from '../app/services';
import { TipIconButton } from '../components/tip-icon-button';
import { useT } from '../i18n/use-t';

/** Under the mobile breakpoint: a phone-sized sheet, never wider than the screen. */
const MOBILE_DRAWER_WIDTH = 'min(20rem, 100%)';

/** Alarm push settings (20 % wide): push (the popup) and sound switches. */
export function AlarmDrawer() {
  const t = useT();
  const { popup, sound } = alarmService();
  const { mode } = useEmitterState(popup);
  const { voice } = useEmitterState(sound);
  const { mobile } = useSnapshot(settings.state);
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <TipIconButton data-testid="alarm-drawer-open" label={t('layout.alarmDrawer')} icon="drawer" />
      </DrawerTrigger>
      {/* 20 % of a phone is a sliver (78 px at 390 px): the mobile layout gets a usable width instead. */}
      <DrawerContent data-testid="alarm-drawer" width={mobile ? MOBILE_DRAWER_WIDTH : DRAWER_WIDTH} closeLabel={t('layout.close')} aria-describedby={undefined}>
        <DrawerHeader>
          <DrawerTitle>{t('layout.alarmDrawer')}</DrawerTitle>
        </DrawerHeader>
        <DrawerBody className="grid content-start gap-4">
          <label htmlFor="alarm-push-switch" className="flex items-center justify-between gap-3 text-sm">
            {t('layout.alarmPush')}
            <Switch id="alarm-push-switch" data-testid="alarm-push-switch" checked={mode !== 'closed'} onCheckedChange={(on) => (on ? popup.open() : popup.close())} />
          </label>
          <label htmlFor="alarm-sound-switch" className="flex items-center justify-between gap-3 text-sm">
            {t('layout.alarmSound')}
            <Switch id="alarm-sound-switch" data-testid="alarm-sound-switch" checked={voice} onCheckedChange={(on) => sound.setVoice(on)} />
          </label>
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
