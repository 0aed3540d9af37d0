/** The alarm payload of spec §3 as vigil-mock's control API accepts it. */
export interface AlarmPayload {
  proBh: string;
  sn: string;
  address: string;
  alarmVo: { name: string; notes: string; alarm: string; timeStamp: string };
}

export interface Faults {
  failNext?: number;
  code?: number;
  /** Only calls whose path below the base starts with this fail (e.g. `/system/notice/send`). */
  path?: string;
  latencyMs?: number;
  dropSockets?: boolean;
  /** true: closes every socket and refuses new ones (503) until false; pushed alarms are still recorded meanwhile. */
  socketsDown?: boolean;
}

/** A recharge order as vigil-mock's control API lists it (amount in yuan). */
export interface PaymentOrder {
  orderNo: string;
  amount: number;
  status: 'pending' | 'completed' | 'cancelled' | 'expired' | 'refunded' | 'frozen';
  userId: number;
  createTime: string;
  /** Epoch ms from which a pending order is expired. */
  expiresAt?: number;
}

export class MockControlError extends Error {
  override name = 'MockControlError';
}

/** Client of vigil-mock's test control API (`/__mock/*`), outside the API base path. */
export class MockControl {
  constructor(readonly url: string) {}

  reset(): Promise<unknown> {
    return this.#post('/__mock/reset', {});
  }

  /**
   * Pushes alarms to every open alarm socket. A wall-clock `timeStamp` is read in `timeZone` (UTC by default, as
   * `alarm()` writes it; the mock's own default is the server's zone) and reaches each socket in the socket's zone.
   */
  pushAlarms(alarms: AlarmPayload | readonly AlarmPayload[], timeZone = 'UTC'): Promise<unknown> {
    return this.#post('/__mock/alarms', alarms, { 'Time-Zone': timeZone });
  }

  /** Holds every socket down (closed, new ones refused) until `socketsUp()`. */
  socketsDown(): Promise<unknown> {
    return this.faults({ socketsDown: true });
  }

  socketsUp(): Promise<unknown> {
    return this.faults({ socketsDown: false });
  }

  /** Has the mock generate `count` alarms on its seeded devices and push them. */
  generateAlarms(count: number): Promise<unknown> {
    return this.#post('/__mock/alarms', { count });
  }

  /**
   * Fixes some probes' values of device `imei` (`{ "<probe number>": value }`): `/intime/data` reports them and the
   * device's `/ws/device` sockets are sent its frame at once. With `silentForMs`, the device has sent nothing for that
   * long instead (its data keeps the older time, its socket stays quiet).
   */
  readings(imei: string, change: { values?: Record<string, number>; silentForMs?: number }): Promise<unknown> {
    return this.#post('/__mock/readings', { imei, ...change });
  }

  /**
   * Makes the answers carry `fields` exactly as given (null, numbers, objects) in every row whose fields equal `match`,
   * for the sdk endpoint ids in `endpoints` (all answers when absent), until `reset()`: a field as another backend
   * would send it.
   */
  rawFields(match: Record<string, string | number>, fields: Record<string, unknown>, endpoints?: readonly string[]): Promise<unknown> {
    return this.#post('/__mock/raw-fields', { match, fields, ...(endpoints ? { endpoints } : {}) });
  }

  faults(faults: Faults): Promise<unknown> {
    return this.#post('/__mock/faults', faults);
  }

  /** `userName`'s recharge orders, newest first, optionally only those in `status` (e.g. the pending one on screen). */
  async payments(userName: string, status?: PaymentOrder['status']): Promise<PaymentOrder[]> {
    const query = new URLSearchParams({ userName, ...(status ? { status } : {}) });
    return (await this.#get(`/__mock/payments?${query}`)) as PaymentOrder[];
  }

  /** The payment provider's "paid" callback: a pending order completes and its account is credited (once). */
  async completePayment(orderNo: string): Promise<PaymentOrder> {
    return (await this.#call('/__mock/payments/complete', { orderNo })) as PaymentOrder;
  }

  /** The provider cancels a pending order. */
  async cancelPayment(orderNo: string): Promise<PaymentOrder> {
    return (await this.#call('/__mock/payments/cancel', { orderNo })) as PaymentOrder;
  }

  /** Charges a voice or SMS message of `amount` yuan to `userName`'s balance (a consume transaction and a message record). */
  consume(userName: string, amount: number, sendMethod: 'sms' | 'voice' = 'sms'): Promise<unknown> {
    return this.#call('/__mock/payments/consume', { userName, amount, sendMethod });
  }

  /** Moves the clock recording tasks follow on by `advanceMs` (a task starts or ends without waiting). */
  recordingClock(advanceMs: number): Promise<unknown> {
    return this.#call('/__mock/recordings/clock', { advanceMs });
  }

  /**
   * Moves vigil-mock's clock on by `advanceMs`: what follows time moves at once (a device silent for the stale
   * interval goes offline, helmet uploads and recording tasks move on), without waiting for it.
   */
  advanceClock(advanceMs: number): Promise<unknown> {
    return this.#call('/__mock/clock', { advanceMs });
  }

  /** Sets (null: removes) a device's account link (a member account by user name) and SIM plan; absent: unchanged. */
  deviceData(imei: string, data: { account?: { userName: string } | null; sim?: { used: number; total: number; expireTime?: string | null } | null }): Promise<unknown> {
    return this.#call('/__mock/device-data', { imei, ...data });
  }

  /** Sets whether a device takes recording tasks. */
  recordingSupport(imei: string, supported: boolean): Promise<unknown> {
    return this.#call('/__mock/recordings/support', { imei, supported });
  }

  /** A helmet of talk group `groupId` (its first member unless `imei` is given) sends the group a voice message of `seconds`. */
  async talkVoice(groupId: number, options: { imei?: string; seconds?: number } = {}): Promise<{ id: number; sender: string; duration: number }> {
    return (await this.#call('/__mock/talk/voice', { groupId, ...options })) as { id: number; sender: string; duration: number };
  }

  /** The answer of the captcha `uuid`: `GET /__mock/captcha/:uuid` → `{ data: { answer } }`. */
  async captchaAnswer(uuid: string): Promise<string> {
    const response = await fetch(`${this.url}/__mock/captcha/${encodeURIComponent(uuid)}`);
    const text = await response.text();
    const answer = response.ok ? (parseJson(text) as { data?: { answer?: unknown } } | undefined)?.data?.answer : undefined;
    if (typeof answer !== 'string') throw new MockControlError(`captcha ${uuid}: HTTP ${response.status} ${text}`);
    return answer;
  }

  /** A control call whose answer is an envelope: its `data`, or a MockControlError for a code other than 200. */
  async #call(pathname: string, body: unknown): Promise<unknown> {
    return dataOf(pathname, await this.#post(pathname, body));
  }

  async #get(pathname: string): Promise<unknown> {
    const response = await fetch(`${this.url}${pathname}`);
    const text = await response.text();
    if (!response.ok) throw new MockControlError(`${pathname}: HTTP ${response.status} ${text}`);
    return dataOf(pathname, parseJson(text));
  }

  async #post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const response = await fetch(`${this.url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new MockControlError(`${pathname}: HTTP ${response.status} ${text}`);
    return parseJson(text);
  }
}

function dataOf(pathname: string, envelope: unknown): unknown {
  const { code, msg, data } = (envelope ?? {}) as { code?: unknown; msg?: unknown; data?: unknown };
  if (code !== 200) throw new MockControlError(`${pathname}: code ${String(code)} ${String(msg)}`);
  return data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let serial = 0;

/** A distinct alarm: a fresh 15-digit IMEI-like sn unless given; type defaults to '2' (high alarm). */
export function alarm(overrides: { sn?: string; type?: string; name?: string } = {}): AlarmPayload {
  serial += 1;
  const sn = overrides.sn ?? `86${String(Date.now() % 1e9).padStart(9, '0')}${String(serial).padStart(4, '0')}`;
  return {
    proBh: '15144628',
    sn,
    address: `E2E street ${serial}`,
    alarmVo: {
      name: overrides.name ?? 'CH4',
      notes: 'e2e',
      alarm: overrides.type ?? '2',
      timeStamp: new Date().toISOString().slice(0, 19).replace('T', ' '),
    },
  };
}
