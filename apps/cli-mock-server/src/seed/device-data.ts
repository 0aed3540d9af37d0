import type { Row } from '../state';
import { formatTime } from '../time-format';
import { DAY, type SeedModule } from './context';

/** SIM data plan sizes in MB. */
const PLAN_SIZES = [512, 1024, 2048] as const;

/**
 * Each device's account and SIM plan (GET /device/account/list, /flows/list), as data:
 * - `deviceAccounts` links a device to the member account its notifications are charged to (spec §1: a prepaid
 *   member account): its owner's (`createBy`), where that user has one. The balance shown is that account's, so a
 *   recharge or a charge shows on the device too. A device whose owner has no member account has none.
 * - `simPlans`: the device's SIM card and its data plan (used of total MB, expiry); one device in seven has no SIM
 *   on record. Devices added or imported later have neither until the control API sets them (docs/mock-server.md).
 */
export const seedDeviceData: SeedModule = (context) => {
  const { random, epoch } = context;
  const users = context.seeded.users ?? [];
  const accounts = new Set((context.seeded.memberAccounts ?? []).map((account) => String(account.userId)));
  const deviceAccounts: Row[] = [];
  const simPlans: Row[] = [];
  for (const device of context.seeded.devices ?? []) {
    const owner = users.find((user) => user.userName === device.createBy);
    if (owner && accounts.has(String(owner.userId))) deviceAccounts.push({ id: context.id(), imei: device.imei, userId: owner.userId });
    if (random.chance(1 / 7)) continue;
    const total = random.pick(PLAN_SIZES);
    simPlans.push({
      id: context.id(),
      imei: device.imei,
      iccid: `8986${String(random.int(0, 999_999_999)).padStart(9, '0')}${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
      used: Math.round(random.next() * total * 100) / 100,
      total,
      expireTime: formatTime(epoch + random.int(20, 360) * DAY),
    });
  }
  return { collections: { deviceAccounts, simPlans } };
};
