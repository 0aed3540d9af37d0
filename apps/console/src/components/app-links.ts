import { runtimeSettings } from '../app/runtime-settings';

/** Where the QR codes point: the settings file's `downloads`, else the mini-program page and the package beside the console. */
export function appLinks(): { miniProgram: string; android: string } {
  const downloads = runtimeSettings().downloads;
  const beside = (path: string) => `${location.origin}${import.meta.env.BASE_URL}${path}`;
  return { miniProgram: downloads?.miniProgram ?? beside('download#mini-program'), android: downloads?.android ?? beside('vigil.apk') };
}
