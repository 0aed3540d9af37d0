import { QueryClientProvider } from '@tanstack/react-query';
import { TooltipProvider } from '@vigil/ui';
import { useEffect } from 'react';
import { alarmCount } from '../app/alarm-count';
import { queryClient } from '../features/data/query-client';
import { AlarmAnnouncer } from './alarm-announcer';
import { AlarmPopupView } from './alarm-popup-view';
import { alarmService } from './alarm-service';
import { useAfterPagePaint } from './use-after-page-paint';
import { useDesktopNotifications } from './use-desktop-notifications';

/**
 * Mounted on pages where the popup is on: connects the public socket while mounted, keeps the tab title's alarm
 * count, announces new alarms and shows them as desktop notifications while the tab is hidden. It sits outside the
 * layout (the chooser has the popup too), so it brings the query client the dispatch form writes through.
 */
export default function AlarmHost() {
  const service = alarmService();
  // The page's first rows first: the socket, the resync and the popup start once they are painted.
  const started = useAfterPagePaint(queryClient);
  useEffect(() => {
    if (!started) return;
    service.start();
    // Browsers block audio until the user interacts; retry a blocked alarm sound on the next gesture.
    const resume = () => {
      if (service.sound.state.blocked) service.sound.resume();
    };
    document.addEventListener('pointerdown', resume);
    document.addEventListener('keydown', resume);
    return () => {
      service.stop();
      document.removeEventListener('pointerdown', resume);
      document.removeEventListener('keydown', resume);
    };
  }, [service, started]);
  useEffect(() => {
    const count = () => {
      alarmCount.active = service.popup.state.total;
    };
    count();
    service.popup.on('change', count);
    return () => {
      service.popup.off('change', count);
      alarmCount.active = 0;
    };
  }, [service]);
  useDesktopNotifications(service.feed, service.popup);
  if (!started) return null;
  return (
    <QueryClientProvider client={queryClient}>
      {/* The popup's tips (previous, next, minimise, close) share one provider: the next shows at once. */}
      <TooltipProvider>
        <AlarmPopupView popup={service.popup} />
      </TooltipProvider>
      <AlarmAnnouncer feed={service.feed} />
    </QueryClientProvider>
  );
}
