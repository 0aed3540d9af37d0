import { z } from 'zod';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { memberAccount, userBy } from './payments/accounts';
import type { Row } from './state';

/**
 * A device's account and SIM plan as stored (seed/device-data.ts): what GET /device/account/list and /flows/list
 * answer, and what the control API sets (`POST /__mock/device-data`).
 */

/** The device's account: the member account it is linked to (its holder and balance), or none. */
export function deviceAccountView(context: MockContext, device: Row): Row | undefined {
  const link = context.store.collection('deviceAccounts').find((row) => row.imei === device.imei);
  if (!link) return undefined;
  const account = context.store.collection('memberAccounts').find((row) => String(row.userId) === String(link.userId));
  if (!account) return undefined;
  return { id: link.id, imei: device.imei, userId: account.userId, userName: account.userName, balance: account.balance, frozenAmount: account.frozenAmount };
}

/** The device's SIM plan, or none. */
export function simPlanView(context: MockContext, device: Row): Row | undefined {
  const plan = context.store.collection('simPlans').find((row) => row.imei === device.imei);
  return plan && { imei: device.imei, iccid: plan.iccid, used: plan.used, total: plan.total, expireTime: plan.expireTime ?? null };
}

const planSchema = z.object({
  iccid: z.string().min(1).max(20).optional(),
  used: z.number().min(0),
  total: z.number().positive(),
  /** `yyyy-MM-dd HH:mm:ss` in the server's zone. */
  expireTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).nullable().optional(),
});

/** `POST /__mock/device-data`: set (or with null, remove) a device's account link and SIM plan; absent: unchanged. */
export const deviceDataSchema = z.object({
  imei: z.string().min(1),
  /** The member account (by its user's name) the device is linked to; null: none. */
  account: z.object({ userName: z.string().min(1) }).nullable().optional(),
  sim: planSchema.nullable().optional(),
});

/** Applies a control API change; a device or user that does not exist is a 404. Answers what the device has now. */
export function setDeviceData(context: MockContext, change: z.infer<typeof deviceDataSchema>): { account: Row | null; sim: Row | null } {
  const device = context.store.collection('devices').find((row) => row.imei === change.imei);
  if (!device) throw new ApiError(404, 'device.missing', { imei: change.imei });
  const { collections } = context.store.state;
  if (change.account !== undefined) {
    const user = change.account && userBy(context, { userName: change.account.userName });
    if (change.account && !user) throw new ApiError(404, 'payment.noUser', { userName: change.account.userName });
    collections.deviceAccounts = context.store.collection('deviceAccounts').filter((row) => row.imei !== device.imei);
    // A user without a member account gets one (empty), as on their first recharge.
    if (user) collections.deviceAccounts.push({ id: context.store.nextId(), imei: device.imei, userId: memberAccount(context, user).userId });
  }
  if (change.sim !== undefined) {
    collections.simPlans = context.store.collection('simPlans').filter((row) => row.imei !== device.imei);
    if (change.sim) collections.simPlans.push({ id: context.store.nextId(), imei: device.imei, iccid: change.sim.iccid ?? null, ...change.sim, expireTime: change.sim.expireTime ?? null });
  }
  return { account: deviceAccountView(context, device) ?? null, sim: simPlanView(context, device) ?? null };
}
