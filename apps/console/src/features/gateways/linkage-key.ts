/** The query key of the linkage rule lists (with the module after it). */
export const LINKAGE_KEY = 'linkages.list';
