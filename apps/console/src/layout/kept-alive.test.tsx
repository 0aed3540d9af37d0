import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { tags } from '../app/services';
import { ROUTES } from '../routes/route-table';
import { KeptAlive } from './layout';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

const kept = ROUTES.find((r) => r.path === '/hat-device/device');
const plain = ROUTES.find((r) => r.path === '/hat-data/data');

describe('KeptAlive', () => {
  it('keeps a kept-alive page mounted (hidden) while another page shows, and drops it when its tag closes', () => {
    if (!kept || !plain) throw new Error('routes missing');
    tags.closeAll();
    tags.visit('/hat-device/device', kept.title);
    const { rerender } = render(
      <KeptAlive route={kept} fullPath="/hat-device/device">
        <Counter label="devices" />
      </KeptAlive>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'devices 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'devices 1' }));
    rerender(
      <KeptAlive route={plain} fullPath="/hat-data/data">
        <Counter label="data" />
      </KeptAlive>,
    );
    expect(screen.getByRole('button', { name: 'data 0' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'devices 2' })).toBeNull();
    rerender(
      <KeptAlive route={kept} fullPath="/hat-device/device">
        <Counter label="devices" />
      </KeptAlive>,
    );
    expect(screen.getByRole('button', { name: 'devices 2' })).toBeTruthy();

    tags.closeAll();
    rerender(
      <KeptAlive route={plain} fullPath="/hat-data/data">
        <Counter label="data" />
      </KeptAlive>,
    );
    rerender(
      <KeptAlive route={kept} fullPath="/hat-device/device">
        <Counter label="devices" />
      </KeptAlive>,
    );
    expect(screen.getByRole('button', { name: 'devices 0' })).toBeTruthy();
  });
});
