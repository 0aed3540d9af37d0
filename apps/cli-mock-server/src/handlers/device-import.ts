import { deviceImportRowSchema, findProduct, issueText } from '@vigil/sdk';
import type { MockContext } from '../context';
import { ApiError } from '../errors';
import { render } from '../i18n/locale';
import { NOUNS } from '../i18n/nouns';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { readSheetRows } from '../workbook';
import type { Handler } from './types';

/** Devices one import may add. */
export const IMPORT_MAX_ROWS = 1000;

/** Header cells a column may have, lower-cased: its key, or its title in Chinese or English. */
const HEADERS: Readonly<Record<string, readonly string[]>> = {
  imei: ['imei'],
  sn: ['sn', '序列号', 'serial number'],
  name: ['name', '名称', '设备名称'],
  location: ['location', '位置', '安装位置'],
  longitude: ['longitude', '经度'],
  latitude: ['latitude', '纬度'],
  remark: ['remark', '备注'],
};
const TEXT_COLUMNS = new Set(['imei', 'sn', 'name', 'location', 'remark']);

/** A sheet row keyed by column: text as trimmed strings (Excel stores an IMEI as a number), empty cells left out. */
function columnsOf(cells: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [header, value] of Object.entries(cells)) {
    const key = Object.keys(HEADERS).find((column) => HEADERS[column]?.includes(header.trim().toLowerCase()));
    if (!key || value === undefined || value === null || String(value).trim() === '') continue;
    row[key] = TEXT_COLUMNS.has(key) || typeof value !== 'number' ? String(value).trim() : value;
  }
  return row;
}

interface Failure {
  row: number;
  field: string;
  msg: string;
}

/**
 * POST /senstor/info/import: the body schema has checked the file (xlsx/xls, at most 500 KB). Each row is a device
 * by deviceImportRowSchema; a refused row (or a known IMEI) is reported with its spreadsheet row number, field and
 * reason in the request's language, and the valid rows are added (offline, until they report).
 */
export const importDevices: Handler = async ({ body, locale = 'zh-CN' }, context) => {
  const product = findProduct(String(body.productId));
  if (!product) throw new ApiError(500, 'record.missing', { what: NOUNS.product, id: String(body.productId) }, 'productId');
  const read = await readSheetRows(new Uint8Array(await (body.file as Blob).arrayBuffer()), IMPORT_MAX_ROWS);
  if ('refused' in read) {
    const { refused } = read;
    if (refused.limit === 'unreadable') throw new ApiError(400, 'import.unreadable', {}, 'file');
    throw new ApiError(400, `import.limit.${refused.limit}`, { max: refused.max }, 'file');
  }
  const { rows } = read;
  if (rows.length > IMPORT_MAX_ROWS) throw new ApiError(400, 'import.tooManyRows', { max: IMPORT_MAX_ROWS }, 'file');

  const devices = context.store.collection('devices');
  const known = new Set(devices.map((device) => String(device.imei)));
  const failures: Failure[] = [];
  const added: Row[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2; // the header is row 1
    const parsed = deviceImportRowSchema.safeParse(columnsOf(cells));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const text = issue ? issueText(issue) : undefined;
      if (text) failures.push({ row, field: text.field, msg: render(text.key, text.params, locale) });
      return;
    }
    const device = parsed.data;
    if (known.has(device.imei)) {
      failures.push({ row, field: 'imei', msg: render('record.duplicate', { what: NOUNS.device, value: device.imei }, locale) });
      return;
    }
    known.add(device.imei);
    added.push(newDevice(context, device, product.productid, product.name[locale === 'en' ? 'en' : 'zh']));
  });
  devices.push(...added);
  return { code: 200, msg: failures.length > 0 ? 'import.partial' : 'ok', data: { success: added.length, failed: failures.length, failureFile: null, failures } };
};

function newDevice(context: MockContext, device: Row, productId: string, productName: string): Row {
  const now = formatTime(context.now());
  const imei = String(device.imei);
  return {
    ...device,
    id: context.store.nextId(),
    sn: device.sn ?? imei,
    productId,
    productName,
    name: device.name ?? `${productName} ${imei.slice(-4)}`,
    model: '',
    status: 'offline',
    remark: device.remark ?? '',
    location: device.location ?? '',
    siteId: null,
    bindTime: now,
    createTime: now,
  };
}
