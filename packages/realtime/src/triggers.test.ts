import { describe, expect, it, vi } from 'vitest';
import { onlineTrigger, visibilityTrigger } from './triggers';

describe('reconnect triggers', () => {
  it('onlineTrigger fires on the online event until unsubscribed', () => {
    const target = new EventTarget();
    const fire = vi.fn();
    const off = onlineTrigger(target)(fire);
    target.dispatchEvent(new Event('online'));
    expect(fire).toHaveBeenCalledTimes(1);
    off();
    target.dispatchEvent(new Event('online'));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('visibilityTrigger fires only when the page becomes visible', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    const fire = vi.fn();
    const off = visibilityTrigger(doc)(fire);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(fire).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(fire).toHaveBeenCalledTimes(1);
    off();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(fire).toHaveBeenCalledTimes(1);
  });
});
