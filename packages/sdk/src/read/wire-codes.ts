/**
 * Wire codes are data: each coded field maps what a backend sends to the console's meaning through one table here.
 * The defaults accept today's words and the RuoYi-family codes; a deployment extends them at runtime with
 * `extendWireCodes` (plain data, e.g. from a settings file), without a rebuild.
 */

/** A coded field's table: the console's meanings, the wire codes that read as each, and the backend dictionary that labels them. */
export interface WireCodeTable {
  readonly meanings: readonly string[];
  /** Wire code (as text: 3 and "3" are one code) → meaning. */
  readonly codes: Readonly<Record<string, string>>;
  /** The backend's dictionary type whose labels name these codes, where it has one. */
  readonly dict?: string;
}

/** One field's extension: more codes (and optionally the dictionary that labels them), or just `{ code: meaning }`. */
export type WireCodeFieldExtension =
  | { readonly codes?: Readonly<Record<string, string>>; readonly dict?: string }
  | Readonly<Record<string, string | number | boolean>>;
/**
 * What a deployment adds, per field (plain JSON, e.g. the settings file's `wireCodes`). A field is named as its table
 * (`deviceStatus`) or dotted (`device.status`, read as `deviceStatus`).
 */
export type WireCodeExtension = Readonly<Record<string, WireCodeFieldExtension>>;

/** `device.status` → `deviceStatus`: the settings file names fields dotted, the tables camel-cased. */
const tableName = (field: string): string => field.split('.').map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');

function partsOf(extension: WireCodeFieldExtension): { codes: Record<string, string>; dict?: string } {
  const structured = extension as { codes?: unknown; dict?: unknown };
  if ((typeof structured.codes === 'object' && structured.codes !== null) || typeof structured.dict === 'string') {
    const codes = (structured.codes ?? {}) as Record<string, string>;
    return typeof structured.dict === 'string' ? { codes, dict: structured.dict } : { codes };
  }
  return { codes: Object.fromEntries(Object.entries(extension).map(([code, meaning]) => [code, String(meaning)])) };
}

/**
 * RuoYi dictionaries number a field's values "0", "1", … in their sort order: every table reads those beside its
 * words, in the order the console lists its meanings (the order of vigil-mock's own dictionaries, e.g. gd_status).
 */
function ordinal(meanings: readonly string[], extra: Readonly<Record<string, string>> = {}, dict?: string): WireCodeTable {
  const codes: Record<string, string> = {};
  meanings.forEach((meaning, index) => {
    codes[meaning] = meaning;
    codes[String(index)] = meaning;
  });
  return { meanings, codes: { ...codes, ...extra }, ...(dict ? { dict } : {}) };
}

/** Only the words (tables whose ordinal reading would clash with another convention). */
function words(meanings: readonly string[], extra: Readonly<Record<string, string>>, dict?: string): WireCodeTable {
  return { meanings, codes: { ...Object.fromEntries(meanings.map((m) => [m, m])), ...extra }, ...(dict ? { dict } : {}) };
}

/** The flag reading every boolean field shares: true/false, 1/0, "1"/"0", "true"/"false", RuoYi's Y/N. */
export const FLAG_MEANINGS = ['true', 'false'] as const;

function defaults(): Record<string, WireCodeTable> {
  return {
    flag: words(FLAG_MEANINGS, { 1: 'true', 0: 'false', Y: 'true', N: 'false', y: 'true', n: 'false' }),
    // FastBee (references §4): 1 inactive, 2 disabled, 3 online, 4 offline.
    deviceStatus: words(['online', 'offline', 'inactive', 'disabled'], { 1: 'inactive', 2: 'disabled', 3: 'online', 4: 'offline' }, 'iot_device_status'),
    workOrderStatus: ordinal(['pending', 'processing', 'completed', 'rejected'], {}, 'gd_status'),
    workOrderLevel: ordinal(['ordinary', 'urgent', 'extraUrgent'], {}, 'gd_level'),
    contactNumberType: ordinal(['landline', 'mobile']),
    notifyMethod: ordinal(['sms', 'voice']),
    sharePermission: ordinal(['view', 'edit']),
    fileType: ordinal(['video', 'document']),
    recordingStatus: ordinal(['notStarted', 'inProgress', 'ended']),
    uploadStatus: ordinal(['notUploaded', 'uploading', 'uploaded', 'failed']),
    recordingResult: ordinal(['completed', 'stopped']),
    transactionType: ordinal(['recharge', 'refund', 'consume', 'freeze', 'thaw']),
    transactionResult: ordinal(['success', 'pending', 'cancelled', 'expired', 'failed']),
    billStatus: ordinal(['pending', 'completed', 'cancelled', 'expired', 'refunded', 'frozen']),
    fenceBehaviour: ordinal(['noLeaving', 'noEntering']),
    fenceShape: ordinal(['polygon', 'circle']),
    // A switch is on or off: 1/0 and "1"/"0" as a flag.
    switchState: words(['on', 'off'], { 1: 'on', 0: 'off', true: 'on', false: 'off' }),
    helmetMediaType: ordinal(['photo', 'video']),
  };
}

let tables: Record<string, WireCodeTable> = defaults();

/** The names of the coded fields. */
export type WireCodeField = keyof ReturnType<typeof defaults> | (string & {});

/** The table of one coded field (undefined for a field nobody declared). */
export function wireCodeTable(field: string): WireCodeTable | undefined {
  return tables[field];
}

/** Every table as it stands (defaults plus extensions), e.g. for an integrator's diagnostics. */
export function wireCodeTables(): Readonly<Record<string, WireCodeTable>> {
  return tables;
}

/**
 * Adds codes to the tables at runtime: `extendWireCodes({ deviceStatus: { codes: { 5: 'offline' } } })`, or as the
 * settings file writes them, `extendWireCodes({ 'device.status': { 5: 'offline' } })`. A code may
 * only name a meaning the console has (others are refused, so a typo cannot invent a state); a field not declared
 * yet gets a table of the meanings its codes name. Returns the refused entries as `field.code` paths.
 */
export function extendWireCodes(extension: WireCodeExtension): string[] {
  const refused: string[] = [];
  const next = { ...tables };
  for (const [name, part] of Object.entries(extension)) {
    const field = tableName(name);
    const { codes, dict } = partsOf(part);
    const current = next[field];
    const meanings = current?.meanings ?? [...new Set(Object.values(codes))];
    const accepted: Record<string, string> = {};
    for (const [code, meaning] of Object.entries(codes)) {
      if (meanings.includes(meaning)) accepted[code] = meaning;
      else refused.push(`${field}.${code}`);
    }
    const table: WireCodeTable = { meanings, codes: { ...current?.codes, ...accepted } };
    const label = dict ?? current?.dict;
    next[field] = label ? { ...table, dict: label } : table;
  }
  tables = next;
  return refused;
}

/** Back to the default tables (tests; a settings reload). */
export function resetWireCodes(): void {
  tables = defaults();
}

/** The meaning of a wire code, or undefined when the field's table has no word for it. */
export function readWireCode(field: string, value: unknown): string | undefined {
  const table = tables[field];
  if (!table || value === null || value === undefined) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const code = String(value).trim();
  return Object.hasOwn(table.codes, code) ? table.codes[code] : undefined;
}
