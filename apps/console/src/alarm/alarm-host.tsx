import { useEffect } from 'react';
import { AlarmPopupView } from './alarm-popup-view';
import { alarmService } from './alarm-service';

/** Mounted on pages where the popup is on: connects the public socket while mounted. */
export default function AlarmHost() {
  const service = alarmService();
  useEffect(() => {
    service.start();
    return () => service.stop();
  }, [service]);
  return <AlarmPopupView popup={service.popup} />;
}
