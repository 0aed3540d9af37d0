import { proxy } from 'valtio';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '../i18n/translator';
import type { CookieJar } from '../storage/cookie-jar';
import type { LocalStore } from '../storage/local-store';
import { COOKIE, LOCAL } from '../storage/storage-keys';

export type Theme = 'light' | 'dark';

export interface SettingsState {
  sidebarOpened: boolean;
  theme: Theme;
  language: Language;
  /** Module chosen on the product chooser; gates the module routes. */
  module: string | null;
  /** Product opened with the module (a module may serve several catalogue products). */
  productId: string | null;
  /** Window narrower than MOBILE_BREAKPOINT: the sidebar overlays the page. */
  mobile: boolean;
}

/** Spec §9: sidebar width and mobile breakpoint, from the sdk's constants. */
export { MOBILE_BREAKPOINT_PX as MOBILE_BREAKPOINT, SIDEBAR_WIDTH_PX as SIDEBAR_WIDTH } from '@vigil/sdk/constants';

export interface SettingsDeps {
  cookies: CookieJar;
  local: LocalStore;
  /** Called when the chosen module changes or is forgotten (main menu): what belonged to the old one goes (tags). */
  onModuleChange?: (module: string | null) => void;
}

/** App settings (sidebar, theme, language, module), read from and written to browser storage. */
export function createSettingsStore({ cookies, local, onModuleChange }: SettingsDeps) {
  const storedLanguage = () => parseLanguage(cookies.get(COOKIE.language) ?? cookies.get(COOKIE.zaLanguage));
  const state = proxy<SettingsState>({
    // Sidebar open unless explicitly stored collapsed ('0'), as the original console did.
    sidebarOpened: cookies.get(COOKIE.sidebarStatus) !== '0',
    theme: local.get(LOCAL.theme, (v) => (v === 'dark' || v === 'light' ? v : null)) ?? 'light',
    language: storedLanguage() ?? DEFAULT_LANGUAGE,
    module: cookies.get(COOKIE.module),
    productId: cookies.get(COOKIE.product),
    mobile: false,
  });

  return {
    state,
    toggleSidebar() {
      state.sidebarOpened = !state.sidebarOpened;
      // On mobile the sidebar is an overlay; its open state is not a preference worth keeping.
      if (!state.mobile) cookies.set(COOKIE.sidebarStatus, state.sidebarOpened ? '1' : '0');
    },
    closeSidebar() {
      state.sidebarOpened = false;
    },
    setMobile(mobile: boolean) {
      if (state.mobile === mobile) return;
      state.mobile = mobile;
      state.sidebarOpened = mobile ? false : cookies.get(COOKIE.sidebarStatus) !== '0';
    },
    setTheme(theme: Theme) {
      state.theme = theme;
      local.set(LOCAL.theme, theme);
    },
    /** The site's language for a first visit (its settings file); a language the user chose stays. */
    applySiteLanguage(language: Language | undefined) {
      if (language && storedLanguage() === null) state.language = language;
    },
    setLanguage(language: Language) {
      state.language = language;
      cookies.set(COOKIE.language, language);
      cookies.set(COOKIE.zaLanguage, language);
    },
    /** Stores the chosen product: its module code and product id. */
    setModule(module: string, productId: string) {
      if (state.module !== module) onModuleChange?.(module);
      state.module = module;
      state.productId = productId;
      cookies.set(COOKIE.module, module);
      cookies.set(COOKIE.product, productId);
    },
    /** Main menu: forget the module and the stored routes (spec §2). */
    clearModule() {
      onModuleChange?.(null);
      state.module = null;
      state.productId = null;
      cookies.remove(COOKIE.module);
      cookies.remove(COOKIE.product);
      local.remove(LOCAL.routes);
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
