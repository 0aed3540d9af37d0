import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no layout engine; Radix (popper, select) and @tanstack/react-virtual call these.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

const proto = HTMLElement.prototype;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};

// Sizes come from inline px styles so a test can give a scroll container a real viewport height.
function inlinePx(el: HTMLElement, prop: 'height' | 'width'): number {
  const value = Number.parseFloat(el.style[prop]);
  return Number.isFinite(value) ? value : 0;
}
for (const [name, prop] of [
  ['clientHeight', 'height'],
  ['offsetHeight', 'height'],
  ['clientWidth', 'width'],
  ['offsetWidth', 'width'],
] as const) {
  Object.defineProperty(proto, name, {
    configurable: true,
    get(this: HTMLElement) {
      return inlinePx(this, prop);
    },
  });
}
