/** The browser tab's title: "<page> - <system>", or the system title alone when the page has none. */
export function pageTitle(page: string | null | undefined, system: string): string {
  const name = page?.trim();
  return name && name !== system ? `${name} - ${system}` : system;
}

/** While alarms are active the tab title leads with their count: "(3) 智安云监测平台". */
export function withAlarmCount(title: string, active: number): string {
  return active > 0 ? `(${active}) ${title}` : title;
}
