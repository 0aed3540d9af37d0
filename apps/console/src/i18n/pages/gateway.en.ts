import type { gatewayZhCN } from './gateway.zh-CN';

/** Texts of the gateway switches and linkage rules (en). */
export const gatewayEn: Record<keyof typeof gatewayZhCN, string> = {
  'gateway.title': 'Gateway switches',
};
