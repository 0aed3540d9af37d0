import { createAlarmFeed, createAlarmPopup, intervalScheduler } from '@vigil/realtime';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlarmPopupView } from './alarm-popup-view';

afterEach(cleanup);

const alarm = (sn: string, type: string) => ({
  eventType: 'dataAlarm',
  payload: { proBh: '15144628', sn, address: 'Road 1', alarmVo: { name: `Methane ${type}`, alarm: type, timeStamp: '2026-11-23 10:00:00' } },
});

function setup() {
  const feed = createAlarmFeed({ scheduler: intervalScheduler(1) });
  const popup = createAlarmPopup({ feed });
  render(<AlarmPopupView popup={popup} />);
  return { feed, popup };
}

const flush = (feed: { flush(): void }) => act(() => feed.flush());

describe('AlarmPopupView', () => {
  it('shows the newest alarm with its IMEI, state and time, and an index/total pager', () => {
    const { feed } = setup();
    feed.add(alarm('860000000000001', 'high'));
    feed.add(alarm('860000000000002', 'high'));
    flush(feed);
    expect(screen.getByTestId('alarm-popup').dataset.state).toBe('expanded');
    expect(screen.getByTestId('alarm-pager').textContent).toBe('1/2');
    const item = screen.getByTestId('alarm-item');
    expect(item.textContent).toContain('860000000000002');
    expect(item.textContent).toContain('Methane high');
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
