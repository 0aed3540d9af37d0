import { QueryClientProvider } from '@tanstack/react-query';
import { createAlarmFeed, createAlarmPopup, intervalScheduler } from '@vigil/realtime';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The popup reads the alarm's stored record (alarms.list) to offer 派发工单 or 查看工单.
const alarmList = vi.hoisted(() => vi.fn());
vi.mock('../app/full-client', () => ({ fullClient: { alarms: { list: alarmList } } }));
// Test files share one module graph (vitest.config.ts): load the popup (and the session it reads) afresh, so that it
// reads the mock above even when another file loaded the real client first.
vi.resetModules();
const { LANGUAGES, loadCatalogArea } = await import('../i18n/translator');
await Promise.all(LANGUAGES.map((language) => loadCatalogArea('pages', language)));
const { session } = await import('../app/services');
const { createQueryClient } = await import('../features/data/query-client');
const { AlarmPopupView } = await import('./alarm-popup-view');
const { AlarmActions } = await import('./alarm-actions');

afterEach(() => {
  cleanup();
  session.state.permissions = [];
  alarmList.mockReset();
});

/** The alarm list answers one stored record of the device and type, dispatched or not. */
function storedAs(dispatched: boolean) {
  const record = { id: 5, imei: '860000000000001', type: '2', time: '2026-11-23 10:00:00', dispatched };
  return alarmList.mockResolvedValue({ code: 200, msg: '', rows: [record], total: 1 });
}

const alarm = (sn: string, type: string) => ({
  eventType: 'dataAlarm',
  payload: { proBh: '15144628', sn, address: 'Road 1', alarmVo: { name: `Methane ${type}`, alarm: type, timeStamp: '2026-11-23 10:00:00' } },
});

function setup() {
  const feed = createAlarmFeed({ scheduler: intervalScheduler(1) });
  const popup = createAlarmPopup({ feed });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AlarmPopupView popup={popup} />
    </QueryClientProvider>,
  );
  return { feed, popup };
}

const flush = (feed: { flush(): void }) => act(() => feed.flush());

describe('AlarmPopupView', () => {
  it('shows the newest alarm with its IMEI, state and time, and an index/total pager', () => {
    const { feed } = setup();
    feed.add(alarm('860000000000001', '2'));
    feed.add(alarm('860000000000002', '2'));
    flush(feed);
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('expanded');
    expect(screen.getByTestId('alarm-pager').textContent).toBe('1/2');
    const item = screen.getByTestId('alarm-item');
    expect(item.textContent).toContain('860000000000002');
    expect(item.textContent).toContain('Methane 2');
    expect(item.textContent).toContain('2026-11-23 10:00:00');
    fireEvent.click(screen.getByTestId('alarm-next'));
    expect(screen.getByTestId('alarm-pager').textContent).toBe('2/2');
    expect(screen.getByTestId('alarm-item').textContent).toContain('860000000000001');
  });

  it('renders one alarm however many arrive, capped at 15', () => {
    const { feed } = setup();
    for (let i = 0; i < 2000; i++) feed.add(alarm(`86${String(i).padStart(13, '0')}`, 'high'));
    flush(feed);
    expect(screen.getAllByTestId('alarm-item')).toHaveLength(1);
    expect(screen.getByTestId('alarm-pager').textContent).toBe('1/15');
  });

  it('with no alarms shows only the bell, no expand chip', () => {
    setup();
    expect(screen.getByTestId('alarm-popup').dataset.state).not.toBe('expanded');
    expect(screen.queryByTestId('alarm-expand')).toBeNull();
    expect(screen.getByTestId('alarm-bell')).toBeTruthy();
  });

  it('minimises, expands, and on close keeps only the bell', () => {
    const { feed } = setup();
    feed.add(alarm('860000000000001', 'high'));
    flush(feed);
    fireEvent.click(screen.getByTestId('alarm-minimise'));
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('minimised');
    expect(screen.queryByTestId('alarm-item')).toBeNull();
    fireEvent.click(screen.getByTestId('alarm-expand'));
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('expanded');
    fireEvent.click(screen.getByTestId('alarm-close'));
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('closed');
    expect(screen.getByTestId('alarm-bell').dataset.connected).toBe('false');
    feed.add(alarm('860000000000009', 'low'));
    flush(feed);
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('closed');
  });
});

describe('AlarmPopupView: severity, actions, keys and the bell', () => {
  it('shows the alarm type in words next to its colour', () => {
    const { feed } = setup();
    feed.add(alarm('860000000000001', '1'));
    flush(feed);
    const type = screen.getByTestId('alarm-type');
    expect(type.textContent).toBe('低报');
    expect(type.querySelector('[data-alarm-type="1"]')).not.toBeNull();
  });

  it('offers View and Confirm, and Dispatch only with the permission to add work orders, for an alarm without an order', async () => {
    storedAs(false);
    const { feed } = setup();
    feed.add(alarm('860000000000001', '2'));
    flush(feed);
    expect(screen.getByRole('button', { name: '查看' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '派发工单' })).toBeNull();
    await act(async () => {
      session.state.permissions = ['house:workorder:add', 'house:alarm:list', 'house:workorder:list'];
    });
    expect(await screen.findByRole('button', { name: '派发工单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看工单' })).toBeNull();
  });

  it('offers 查看工单 instead of Dispatch once the alarm has its work order', async () => {
    const list = storedAs(true);
    session.state.permissions = ['house:workorder:add', 'house:alarm:list', 'house:workorder:list'];
    const { feed } = setup();
    feed.add(alarm('860000000000001', '2'));
    flush(feed);
    expect(await screen.findByRole('button', { name: '查看工单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '派发工单' })).toBeNull();
    // The stored record is the newest alarm of the device and type.
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ productId: '15144628', imei: '860000000000001', type: '2' }));
  });

  it('confirming removes the alarm on show; the last one folds the popup down to the bell, which takes the focus', () => {
    const { feed } = setup();
    feed.add(alarm('860000000000001', '2'));
    feed.add(alarm('860000000000002', '2'));
    flush(feed);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(screen.getByTestId('alarm-pager').textContent).toBe('1/1');
    expect(screen.getByTestId('alarm-item').textContent).toContain('860000000000001');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(feed.items).toHaveLength(0);
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('minimised');
    expect(screen.queryByTestId('alarm-pager')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('alarm-bell'));
  });

  it('pages with the arrow keys and minimises on Escape while the focus is in the popup', () => {
    const { feed } = setup();
    feed.add(alarm('860000000000001', '2'));
    feed.add(alarm('860000000000002', '2'));
    flush(feed);
    const next = screen.getByTestId('alarm-next');
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(screen.getByTestId('alarm-pager').textContent).toBe('2/2');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(screen.getByTestId('alarm-pager').textContent).toBe('1/2');
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('minimised');
    expect(document.activeElement).toBe(screen.getByTestId('alarm-bell'));
  });

  it('shows the count of alarms not yet seen on the bell of the closed popup', () => {
    const { feed, popup } = setup();
    act(() => popup.close());
    expect(screen.queryByTestId('alarm-bell-count')).toBeNull();
    feed.add(alarm('860000000000001', '2'));
    feed.add(alarm('860000000000002', '1'));
    flush(feed);
    expect(screen.getByTestId('alarm-bell-count').textContent).toBe('2');
    expect(screen.getByTestId('alarm-bell').getAttribute('aria-label')).toContain('2 条未查看报警');
    fireEvent.click(screen.getByTestId('alarm-bell'));
    expect(screen.queryByTestId('alarm-bell-count')).toBeNull();
  });

  it('while its actions are still catching up with a newer alarm, Confirm does nothing (never removes another alarm)', () => {
    const confirmed = vi.fn();
    const item = { id: '1', sn: '860000000000001', proBh: '15144628', address: 'Road 1', alarmVo: { name: 'Methane', alarm: '2', timeStamp: '2026-11-23 10:00:00' } };
    const client = createQueryClient();
    const view = (catchingUp: boolean) => (
      <QueryClientProvider client={client}>
        <AlarmActions item={item} catchingUp={catchingUp} onDispatch={() => {}} onConfirm={confirmed} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    const confirm = screen.getByTestId('alarm-confirm');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(confirm);
    expect(confirmed).not.toHaveBeenCalled();
    rerender(view(false));
    expect(confirm.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(confirm);
    expect(confirmed).toHaveBeenCalledWith(item);
  });
});
