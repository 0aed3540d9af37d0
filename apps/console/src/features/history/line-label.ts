/** A probe's label in the legend, the table header and the export: its name with its unit. */
export const lineLabel = (name: string, unit: string): string => (unit ? `${name} (${unit})` : name);
