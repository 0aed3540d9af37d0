/** Where the QR codes point: the WeChat mini-program and the Android package, served beside the console. */
export const APP_LINKS = {
  miniProgram: `${location.origin}${import.meta.env.BASE_URL}download#mini-program`,
  android: `${location.origin}${import.meta.env.BASE_URL}vigil.apk`,
} as const;
