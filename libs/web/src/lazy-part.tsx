import { createElement, lazy, Suspense, type ComponentType } from 'react';

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * A component whose code is fetched on its first render. It renders nothing until then
 * (a few milliseconds on the same server), so screens need no loading state of their own.
 */
export function lazyPart(load: () => Promise<unknown>): AnyComponent {
  const Lazy = lazy(async () => ({ default: (await load()) as AnyComponent }));
  function LazyPart(props: Record<string, unknown>) {
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return LazyPart;
}

/** The same for a compound component (Menu with Menu.Target, Menu.Dropdown…). */
export function lazyCompound(load: () => Promise<unknown>, parts: readonly string[]): AnyComponent {
  const statics = parts.map((name) => [
    name,
    lazyPart(async () => ((await load()) as Record<string, unknown>)[name]),
  ]);
  return Object.assign(lazyPart(load), Object.fromEntries(statics) as Record<string, AnyComponent>);
}
