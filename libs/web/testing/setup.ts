import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// find* and waitFor wait up to 15 s for what a screen shows: a bound, not a timing check,
// ending as soon as it shows. Their default second was too short for a first render while
// other suites run beside it, and 5 s for a dashboard on a machine twice as slow.
configure({ asyncUtilTimeout: 15_000 });

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

// The shell loads these parts of the kit before any signed-in screen shows (src/app/router.tsx).
// Imported here, after the globals above that the package reads as it loads.
beforeAll(async () => {
  const { loadSignedInKit } = await import('@qrpanel/web');
  await loadSignedInKit();
});

afterEach(() => {
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});
