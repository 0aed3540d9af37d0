import { HOUSE_PRODUCT_ID } from '../constants';

export interface LocalizedName {
  zh: string;
  en: string;
}

export interface CatalogueEntry {
  name: LocalizedName;
  /** Product id as the backend sends it (string). Only 15144628 comes from the spec; the others are stable picks. */
  productid: string;
  icon: string;
  /** Module code the entry opens (both laser telemeters share `telemetryInstrument`). */
  code: string;
  disabled: boolean;
}

const entry = (productid: string, code: string, zh: string, en: string, icon = code): CatalogueEntry =>
  Object.freeze({ name: Object.freeze({ zh, en }), productid, icon, code, disabled: productid !== HOUSE_PRODUCT_ID });

/** The 15 products of spec §1, in the spec's order; only the home alarm is enabled. */
export const DEVICE_CATALOGUE: readonly CatalogueEntry[] = Object.freeze([
  entry('15144601', 'alarms', '工业报警器', 'Industrial Alarm'),
  entry(HOUSE_PRODUCT_ID, 'house', '家用报警器', 'Home Alarm'),
  entry('15144635', 'commercial', '独立式报警器', 'Independent Alarm Device'),
  entry('15144642', 'flame', '火焰探测器', 'Flame Detector'),
  entry('15144659', 'civil', '民用报警器', 'Civilian Alarm'),
  entry('15144666', 'portable', '便携式工业报警器', 'Portable Industrial Alarm'),
  entry('15144673', 'environment', '大气监测', 'Atmospheric Monitoring'),
  entry('15144680', 'lampblack', '油烟监测', 'Oil Fume Monitoring'),
  entry('15144697', 'tvoc', 'TVOC检测', 'TVOC Detection'),
  entry('15144703', 'manhole', '智能井盖', 'Intelligent Manhole Cover'),
  entry('15144710', 'gas', '燃气地下探测器', 'Gas Underground Detector'),
  entry('15144727', 'controller', '4G物联网关', '4G IoT Gateway'),
  entry('15144734', 'hat', '智能安全帽', 'Intelligent Safety Helmet'),
  entry('15144741', 'telemetryInstrument', '桌面式激光甲烷遥测仪', 'Desktop Laser Methane Telemeter', 'cloud-desk'),
  entry('15144758', 'telemetryInstrument', '手持式激光甲烷遥测仪', 'Handheld Laser Methane Telemeter', 'handheld'),
]);

/**
 * The product list asked for in one page: a RuoYi-family backend pages every `{ rows, total }` list, 10 rows when the
 * request names no page size (TableSupport), and the catalogue alone has 15 products.
 */
export const WHOLE_PRODUCT_LIST = Object.freeze({ pageNum: 1, pageSize: 100 });

/** The catalogue entry of a product id, if any. */
export function findProduct(productid: string | number): CatalogueEntry | undefined {
  return DEVICE_CATALOGUE.find((item) => item.productid === String(productid));
}
