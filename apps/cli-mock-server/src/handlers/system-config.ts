import { DEFAULT_SYSTEM_NAMES } from '@vigil/sdk';
import type { MockContext } from '../context';
import { ok, page } from '../envelope';
import { ApiError } from '../errors';
import { NOUNS } from '../i18n/nouns';
import type { Row } from '../state';
import type { HandlerTable } from './types';

/** What the seed calls the system when nothing else is stored. */
const FALLBACK_NAMES = DEFAULT_SYSTEM_NAMES;

/** The default system names (seeded; restoring the defaults brings them back). */
function defaultNames(context: MockContext): { name: string; nameEn: string } {
  const stored = context.store.state.settings.sysInfoDefault as Row | undefined;
  return stored && typeof stored.name === 'string' ? { name: stored.name, nameEn: String(stored.nameEn ?? '') } : FALLBACK_NAMES;
}

/** The stored names (spec §3 zhy-sysInfo). */
function storedNames(context: MockContext): { name: string; nameEn: string } {
  const stored = context.store.state.settings.sysInfo as Row | undefined;
  return stored && typeof stored.name === 'string' && stored.name !== '' ? { name: stored.name, nameEn: String(stored.nameEn ?? '') } : defaultNames(context);
}

/** The organisation's own logo, or null while the default logo is in use. */
function privateLogo(context: MockContext): string | null {
  const config = context.store.state.settings.siteConfig as Row | null | undefined;
  return config && config.isDefault === false && typeof config.logo === 'string' ? config.logo : null;
}

/** Names and logo as GET /ssc/config/sysInfo answers them: `isDefault` while both are the defaults. */
function systemInfo(context: MockContext): Row {
  const names = storedNames(context);
  const defaults = defaultNames(context);
  const logo = privateLogo(context);
  return { ...names, logo, isDefault: logo === null && names.name === defaults.name && names.nameEn === defaults.nameEn };
}

/** A user's cloud storage before an administrator sets it (100 MB, 30 days, not authorised). */
const STORAGE_DEFAULTS = { usedSize: 0, space: 100 * 1024 * 1024, expansion: 0, fileExpiryDays: 30, authorized: false };

/** One user's storage: the stored row, else the defaults (spec §3 Storage). */
export function storageOf(context: MockContext, user: Row): Row {
  const own = context.store.collection('storages').find((s) => String(s.userId) === String(user.userId));
  return { ...STORAGE_DEFAULTS, ...own, userId: user.userId, userName: user.userName };
}

/** One storage row per user (spec §3 Storage). */
function storageRows(context: MockContext): Row[] {
  return context.store.collection('users').map((user) => storageOf(context, user));
}

/** Site configuration (names, logo, restore defaults), cloud storage and product management of the user module. */
export const systemConfigHandlers: HandlerTable = {
  'siteConfig.info': (_request, context) => ok(context.store.state.settings.siteConfig ?? null),
  'siteConfig.useDefaultLogo': (_request, context) => {
    context.store.state.settings.siteConfig = { id: 1, logo: null, isDefault: true };
    return ok();
  },
  /** An image within LOGO_MAX_BYTES (logoUploadBodySchema). */
  'siteConfig.uploadLogo': async ({ body }, context) => {
    const file = body.file as Blob;
    const logo = `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
    const config = { id: 1, logo, isDefault: false };
    context.store.state.settings.siteConfig = config;
    return ok(config);
  },
  /** Restores the default names and logo; refused when they are the defaults already (spec §5). */
  'siteConfig.remove': (_request, context) => {
    if (systemInfo(context).isDefault === true) throw new ApiError(500, 'sysinfo.alreadyDefault');
    context.store.state.settings.siteConfig = null;
    context.store.state.settings.sysInfo = { ...defaultNames(context), logo: '' };
    return ok();
  },
  'siteConfig.systemInfo': (_request, context) => ok(systemInfo(context)),
  /** The names, each at most 8 characters (systemInfoBodySchema); the logo stays. */
  'siteConfig.updateSystemInfo': ({ body }, context) => {
    context.store.state.settings.sysInfo = { name: body.name, nameEn: body.nameEn, logo: '' };
    return ok();
  },

  /** Every user's storage, searched by account (substring), paged. */
  'storage.list': ({ query }, context) => {
    const search = typeof query.userName === 'string' ? query.userName.trim().toLowerCase() : '';
    const rows = storageRows(context).filter((row) => search === '' || String(row.userName).toLowerCase().includes(search));
    const pageSize = Number(query.pageSize ?? 10);
    const pageNum = Number(query.pageNum ?? 1);
    return page(rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), rows.length);
  },
  /** One user's space, expansion, expiry days and authorization (storageBodySchema); its used size stays. */
  'storage.update': ({ body }, context) => {
    const user = context.store.collection('users').find((u) => String(u.userId) === String(body.userId));
    if (!user) throw new ApiError(500, 'record.missing', { what: NOUNS.user, id: String(body.userId) });
    const stored = context.store.collection('storages');
    const fields = { space: body.space, expansion: body.expansion, fileExpiryDays: body.fileExpiryDays, authorized: body.authorized };
    const own = stored.find((s) => String(s.userId) === String(body.userId));
    if (own) Object.assign(own, fields);
    else stored.push({ id: context.store.nextId(), ...STORAGE_DEFAULTS, userId: user.userId, userName: user.userName, ...fields });
    return ok();
  },

  /** Opens or closes a catalogue product; /device/product/list answers it as `enabled` from then on. */
  'products.changeStatus': ({ body }, context) => {
    const product = context.store.collection('products').find((p) => String(p.productId) === String(body.productId));
    if (!product) throw new ApiError(500, 'product.missing', { id: String(body.productId) });
    product.disabled = body.enabled !== true;
    return ok();
  },
};
