import * as z from 'zod/mini';
import { blobSchema } from '../schemas/common';
import { dataResponseSchema, okSchema } from '../schemas/envelope';
import { siteConfigSchema } from '../schemas/sites';
import { defineEndpoint } from './define-endpoint';

export const logoUploadBodySchema = z.looseObject({ file: blobSchema });

/** Organisation logo configuration (ssc). */
export const siteConfigEndpoints = {
  info: defineEndpoint({ id: 'siteConfig.info', access: 'session', method: 'GET', path: '/ssc/config/info', encoding: 'none', response: dataResponseSchema(z.nullable(siteConfigSchema)) }),
  /** Back to the default logo. */
  useDefaultLogo: defineEndpoint({ id: 'siteConfig.useDefaultLogo', access: 'system:config:edit', method: 'POST', path: '/ssc/config/default/logo', encoding: 'none', response: okSchema }),
  uploadLogo: defineEndpoint({ id: 'siteConfig.uploadLogo', access: 'system:config:edit', method: 'POST', path: '/ssc/config/private/logo', encoding: 'multipart', body: logoUploadBodySchema, response: dataResponseSchema(siteConfigSchema), timeout: 'transfer' }),
  remove: defineEndpoint({ id: 'siteConfig.remove', access: 'system:config:remove', method: 'DELETE', path: '/ssc/config', encoding: 'none', response: okSchema }),
};
