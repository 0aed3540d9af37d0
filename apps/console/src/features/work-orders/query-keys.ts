/**
 * Query-key prefixes of the alarm lifecycle's lists, per module. A write invalidates the prefix, so every list of it
 * (the work-order list and My work orders, each filtered and paged) refetches.
 */
export const workOrderKey = (module: string) => ['workOrders', module] as const;
export const alarmKey = (module: string) => ['alarms', module] as const;
