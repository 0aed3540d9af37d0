import { type Dialect, type DialectName, VIGIL_DIALECT } from './dialect';
import { RUOYI_DIALECT } from './ruoyi';

export { DIALECTS, type Dialect, type DialectName, type RequestFields } from './dialect';

const BY_NAME: Readonly<Record<DialectName, Dialect>> = { vigil: VIGIL_DIALECT, ruoyi: RUOYI_DIALECT };

export const dialectNamed = (name: DialectName): Dialect => BY_NAME[name];
