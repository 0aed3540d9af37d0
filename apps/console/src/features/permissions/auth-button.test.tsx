import { render, screen } from '@testing-library/react';
import { sensorEndpoints } from '@vigil/sdk/endpoints/sensors';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../app/services';
import { AuthButton, Authorized } from './auth-button';
import { useCanCall } from './use-permission';

function hold(permissions: string[]) {
  session.state.permissions = permissions;
}

afterEach(() => hold([]));

describe('AuthButton', () => {
  it('shows the control to a user holding one of its permissions', () => {
    hold(['house:device:list', 'house:device:remove']);
    render(<AuthButton permissions={['house:device:add', 'house:device:remove']}>删除</AuthButton>);
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
  });

  it('shows every control to the wildcard *:*:*', () => {
    hold(['*:*:*']);
    render(<AuthButton permissions={['system:user:add']}>新增</AuthButton>);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('removes the control for a user without any of them', () => {
    hold(['house:device:list']);
    render(
      <>
        <AuthButton permissions={['house:device:remove']}>删除</AuthButton>
        <Authorized permissions={['system:user:list']}>
          <a href="/usermana/usermana">用户管理</a>
        </Authorized>
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('throws on an empty permission list (a programming error, not "allowed")', () => {
    hold(['*:*:*']);
    expect(() => render(<AuthButton permissions={[]}>删除</AuthButton>)).toThrow(TypeError);
  });
});

function CanList({ module }: { module: string }) {
  return <span>{useCanCall(sensorEndpoints.list, module) ? 'yes' : 'no'}</span>;
}

describe('useCanCall', () => {
  it("fills the call's module into its permission (house:device:list)", () => {
    hold(['house:device:list']);
    const { rerender } = render(<CanList module="house" />);
    expect(screen.getByText('yes')).toBeTruthy();
    rerender(<CanList module="flame" />);
    expect(screen.getByText('no')).toBeTruthy();
  });
});
