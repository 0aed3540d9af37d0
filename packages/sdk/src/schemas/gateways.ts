import * as z from 'zod/mini';
import { wireCode } from '../read/wire-code-schema';
import { serialNumberSchema } from '../rules/validation/devices';
import { createOrUpdate, requiredMax, requiredText } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { dateTimeSchema, idSchema, positiveIntSchema } from './common';

/** One switch channel of a gateway (controller module) and its on/off state as the device reports it. */
export const gatewayChannelSchema = z.looseObject({ channel: z.number(), name: z.optional(z.nullable(z.string())), on: z.boolean() });
/** A gateway's switch state: whether it supports control at all, and its channels (empty when it does not). */
export const gatewayStateSchema = z.looseObject({ imei: z.string(), control: z.boolean(), channels: z.array(gatewayChannelSchema) });
/** GET /controller/gateway/channels: one gateway by IMEI. */
export const gatewayQuerySchema = z.object({ imei: serialNumberSchema });
/** PUT /controller/gateway/switch: turns one channel on or off. */
export const gatewaySwitchBodySchema = z.object({ imei: serialNumberSchema, channel: positiveIntSchema, on: z.boolean() });

export const LINKAGE_ACTIONS = ['on', 'off'] as const;
export const linkageActionSchema = z.enum(LINKAGE_ACTIONS);
/** Linkage rule: when a device of `sourceProductId` (or only `sourceImei`) alarms, switch `targetImei`'s `channel`. */
export const linkageSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  sourceProductId: z.string(),
  sourceImei: z.optional(z.nullable(z.string())),
  targetImei: z.string(),
  channel: z.number(),
  action: wireCode('switchState', linkageActionSchema),
  enabled: z.boolean(),
  createTime: z.optional(z.nullable(dateTimeSchema)),
});
/** Linkage rule name: at most 30 characters. */
export const LINKAGE_NAME_MAX = 30;
/** POST/PUT /controller/linkage: a body without `id` creates (name, source, target, channel and action required). */
export const linkageBodySchema = z
  .object({
    id: z.optional(idSchema),
    name: z.optional(requiredMax(K.fieldRequired, LINKAGE_NAME_MAX)),
    sourceProductId: z.optional(requiredText(K.fieldRequired)),
    sourceImei: z.optional(z.nullable(serialNumberSchema)),
    targetImei: z.optional(serialNumberSchema),
    channel: z.optional(positiveIntSchema),
    action: z.optional(linkageActionSchema),
    enabled: z.optional(z.boolean()),
  })
  .check(createOrUpdate('id', { required: { name: K.fieldRequired, sourceProductId: K.fieldRequired, targetImei: K.fieldRequired, channel: K.fieldRequired, action: K.fieldRequired } }));

export type GatewayChannel = z.infer<typeof gatewayChannelSchema>;
export type GatewayState = z.infer<typeof gatewayStateSchema>;
export type Linkage = z.infer<typeof linkageSchema>;
export type LinkageBody = z.infer<typeof linkageBodySchema>;

/**
 * The console's linkage rule form: the body's fields as a form holds them (the channel a select's text, the action
 * 'on'/'off'); `linkageBodyOf` turns it into the body. All required but the source device.
 */
export const linkageFormSchema = z.object({
  id: z.optional(idSchema),
  name: requiredMax(K.fieldRequired, LINKAGE_NAME_MAX),
  sourceProductId: requiredText(K.fieldRequired),
  /** One detector only; absent or null: any device of the product. */
  sourceImei: z.optional(z.nullable(serialNumberSchema)),
  targetImei: serialNumberSchema,
  channel: requiredText(K.fieldRequired).check(z.regex(/^[1-9]\d*$/, K.fieldInvalid)),
  action: z.enum(LINKAGE_ACTIONS, { error: K.fieldRequired }),
});
export type LinkageForm = z.output<typeof linkageFormSchema>;

/** The form's values as the body of POST/PUT /controller/linkage. */
export function linkageBodyOf(form: LinkageForm): LinkageBody {
  const { id, channel, ...rest } = form;
  return { ...rest, channel: Number(channel), ...(id === undefined || id === '' ? {} : { id }) };
}
