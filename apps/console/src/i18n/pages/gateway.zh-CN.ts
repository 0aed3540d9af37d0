/** Texts of the gateway switches and linkage rules (zh-CN). */
export const gatewayZhCN = {
  'gateway.title': '网关开关',
} as const;
