import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// The router reads these, which jsdom does not provide.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;
if (!('scrollIntoView' in Element.prototype))
  Object.assign(Element.prototype, { scrollIntoView: () => undefined });
Object.assign(HTMLElement.prototype, { scrollTo: () => undefined });

afterEach(() => {
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});
