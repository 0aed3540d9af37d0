import { proxy } from 'valtio';

/**
 * The number of active alarms (in the live feed), which the tab title carries. The alarm host, loaded only when
 * signed in, writes it; the title reads it without loading the alarm code on /login.
 */
export const alarmCount = proxy({ active: 0 });
