import { useEffect } from 'react';
import { AlarmPopupView } from './alarm-popup-view';
import { alarmService } from './alarm-service';

/** Mounted on pages where the popup is on: connects the public socket while mounted. */
export default function AlarmHost() {
  const service = alarmService();
  useEffect(() => {
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
  }, [service]);
  return <AlarmPopupView popup={service.popup} />;
}
