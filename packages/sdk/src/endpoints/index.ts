import { alarmVideoEndpoints } from './alarm-video';
import { alarmEndpoints } from './alarms';
import { authEndpoints } from './auth';
import { contactEndpoints } from './contacts';
import type { EndpointDefinition } from './define-endpoint';
import { deptEndpoints } from './depts';
import { deviceEndpoints } from './devices';
import { configEndpoints, dictDataEndpoints, dictTypeEndpoints } from './dicts';
import { fileEndpoints } from './files';
import { gatewayEndpoints, linkageEndpoints } from './gateways';
import { helmetEndpoints } from './helmet';
import { menuEndpoints } from './menus';
import { noticeEndpoints } from './notices';
import { paymentEndpoints } from './payments';
import { personnelEndpoints } from './personnel';
import { productEndpoints } from './products';
import { recordingEndpoints } from './recordings';
import { roleEndpoints } from './roles';
import { sensorEndpoints } from './sensors';
import { helmetMediaEndpoints, talkEndpoints } from './talk';
import { siteConfigEndpoints } from './site-config';
import { siteEndpoints } from './sites';
import { storageEndpoints } from './storage';
import { trajectoryEndpoints } from './trajectory';
import { userEndpoints } from './users';
import { workOrderEndpoints } from './work-orders';

/** Every call of spec §7, grouped by domain; `client.<domain>.<name>()` is built from this table. */
export const endpoints = {
  auth: authEndpoints,
  roles: roleEndpoints,
  menus: menuEndpoints,
  users: userEndpoints,
  depts: deptEndpoints,
  notices: noticeEndpoints,
  dictTypes: dictTypeEndpoints,
  dictData: dictDataEndpoints,
  configs: configEndpoints,
  payments: paymentEndpoints,
  devices: deviceEndpoints,
  files: fileEndpoints,
  siteConfig: siteConfigEndpoints,
  sites: siteEndpoints,
  sensors: sensorEndpoints,
  alarms: alarmEndpoints,
  workOrders: workOrderEndpoints,
  personnel: personnelEndpoints,
  contacts: contactEndpoints,
  helmet: helmetEndpoints,
  alarmVideo: alarmVideoEndpoints,
  gateways: gatewayEndpoints,
  linkages: linkageEndpoints,
  talk: talkEndpoints,
  helmetMedia: helmetMediaEndpoints,
  storage: storageEndpoints,
  trajectory: trajectoryEndpoints,
  products: productEndpoints,
  recordings: recordingEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type Domain = keyof Endpoints;

/** The table flattened, in declaration order (static paths before `:param` siblings). */
export function listEndpoints(): EndpointDefinition[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointDefinition[]);
}

/** What a call needs, by endpoint id: `public` (no token) and `permission` (null: any signed-in user may call it). */
export interface EndpointPermission {
  public: boolean;
  /** The tag as the table has it; module-bound ones start with `{module}:` (fill it with `permissionFor`). */
  permission: string | null;
}

/** The access of every call, by id, in table order (spec §6; what the console hides and vigil-mock enforces). */
export function endpointPermissions(): Record<string, EndpointPermission> {
  return Object.fromEntries(
    listEndpoints().map(({ id, access }) => [id, { public: access === 'public', permission: access === 'public' || access === 'session' ? null : access }]),
  );
}

export * from './alarm-video';
export * from './alarms';
export * from './auth';
export * from './contacts';
export * from './define-endpoint';
export * from './depts';
export * from './devices';
export * from './dicts';
export * from './files';
export * from './gateways';
export * from './helmet';
export * from './menus';
export * from './notices';
export * from './payments';
export * from './personnel';
export * from './products';
export * from './recordings';
export * from './roles';
export * from './sensors';
export * from './site-config';
export * from './sites';
export * from './storage';
export * from './trajectory';
export * from './talk';
export * from './users';
export * from './work-orders';
