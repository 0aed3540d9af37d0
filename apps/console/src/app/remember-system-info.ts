import { LOCAL } from '../storage/storage-keys';
import { local } from './services';
import { stored, systemInfoState } from './system-title';

/**
 * Stores what the backend says the system is called and shows (GET /ssc/config/sysInfo, or a save of the settings).
 * The defaults (`isDefault`) are not stored: the console then shows its own title, in the user's language.
 */
export function rememberSystemInfo(info: { name: string; nameEn?: string | null | undefined; logo?: string | null | undefined; isDefault?: boolean | undefined }): void {
  if (info.isDefault === true) local.remove(LOCAL.sysInfo);
  else local.set(LOCAL.sysInfo, { name: info.name, nameen: info.nameEn ?? '', logo: info.logo ?? '' });
  systemInfoState.stored = stored();
}
