/** The browser tab's title: "<page> - <system>", or the system title alone when the page has none. */
export function pageTitle(page: string | null | undefined, system: string): string {
  const name = page?.trim();
  return name && name !== system ? `${name} - ${system}` : system;
}
