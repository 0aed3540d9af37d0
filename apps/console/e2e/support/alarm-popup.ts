import { type Page, expect } from '@playwright/test';
import type { MockControl } from './mock-control';
import { enterLayout } from './session';

/** The live alarm popup and its parts (contract selectors). */
export function alarmPopup(page: Page) {
  const root = page.getByTestId('alarm-popup');
  return {
    root,
    items: root.getByTestId('alarm-item'),
    pager: root.getByTestId('alarm-pager'),
    bell: page.getByTestId('alarm-bell'),
    disconnected: page.getByTestId('alarm-disconnected'),
    reconnect: page.getByTestId('alarm-reconnect'),
  };
}

/** Waits until the public alarm socket is open (blue bell), so a push reaches this page. */
export async function waitForAlarmSocket(page: Page): Promise<void> {
  await expect(page.getByTestId('alarm-bell')).toHaveAttribute('data-connected', 'true');
}

/** Matches the pager text `index/total`. */
export function pagerText(index: number, total: number): RegExp {
  return new RegExp(`^\\s*${index}\\s*/\\s*${total}\\s*$`);
}

/** Signed in, inside the layout, with the alarm socket open: where every alarm test starts. */
export async function enterLayoutListening(page: Page, mock: MockControl): Promise<void> {
  await enterLayout(page, mock);
  await waitForAlarmSocket(page);
}
