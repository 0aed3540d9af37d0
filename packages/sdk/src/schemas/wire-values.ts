/**
 * Enumerated wire values that both the response schemas and the spec §5 rules name. A leaf module, so the rules
 * (which the request schemas are built from) never import a schema module back.
 */

/** Device share permission (spec §3). */
export const SHARE_PERMISSIONS = ['view', 'edit'] as const;
/** Fence type: alarm when a wearer leaves, or when one enters. */
export const FENCE_BEHAVIOURS = ['noLeaving', 'noEntering'] as const;
/** What a fence's area was drawn as: a polygon, or a circle (its `area` then is the circle's outline). */
export const FENCE_SHAPES = ['polygon', 'circle'] as const;
/** Work-order level wire values: ordinary, urgent, extra urgent. */
export const WORK_ORDER_LEVELS = ['ordinary', 'urgent', 'extraUrgent'] as const;
/** Longest device IMEI or serial number (SERIAL_NUMBER_PATTERN allows 6-32 characters). */
export const IMEI_MAX = 32;
