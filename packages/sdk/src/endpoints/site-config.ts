import * as z from 'zod/mini';
import { LOGO_MAX_BYTES } from '../constants';
import { imageFile } from '../rules/validation/fields';
import { dataResponseSchema, okSchema } from '../schemas/envelope';
import { siteConfigSchema, systemInfoBodySchema, systemInfoSchema } from '../schemas/sites';
import { defineEndpoint } from './define-endpoint';

/** The organisation logo: an image of at most LOGO_MAX_BYTES. */
export const logoUploadBodySchema = z.object({ file: imageFile(LOGO_MAX_BYTES) }).check(z.meta({ maxBytes: LOGO_MAX_BYTES }));

/** Organisation logo configuration (ssc). */
export const siteConfigEndpoints = {
  info: defineEndpoint({ id: 'siteConfig.info', access: 'session', method: 'GET', path: '/ssc/config/info', encoding: 'none', response: dataResponseSchema(z.nullable(siteConfigSchema)) }),
  /** Back to the default logo. */
  useDefaultLogo: defineEndpoint({ id: 'siteConfig.useDefaultLogo', access: 'system:config:edit', method: 'POST', path: '/ssc/config/default/logo', encoding: 'none', response: okSchema }),
  uploadLogo: defineEndpoint({ id: 'siteConfig.uploadLogo', access: 'system:config:edit', method: 'POST', path: '/ssc/config/private/logo', encoding: 'multipart', body: logoUploadBodySchema, response: dataResponseSchema(siteConfigSchema), timeout: 'transfer' }),
  remove: defineEndpoint({ id: 'siteConfig.remove', access: 'system:config:remove', method: 'DELETE', path: '/ssc/config', encoding: 'none', response: okSchema }),
  /** Extension of spec §7: the system names (spec §3 zhy-sysInfo), each at most 8 characters (spec §5). */
  systemInfo: defineEndpoint({ id: 'siteConfig.systemInfo', access: 'session', method: 'GET', path: '/ssc/config/sysInfo', encoding: 'none', response: dataResponseSchema(systemInfoSchema) }),
  updateSystemInfo: defineEndpoint({ id: 'siteConfig.updateSystemInfo', access: 'system:config:edit', method: 'PUT', path: '/ssc/config/sysInfo', encoding: 'json', body: systemInfoBodySchema, response: okSchema }),
};
