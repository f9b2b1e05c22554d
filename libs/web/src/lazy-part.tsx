import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** A module fetched once, on demand, whose exports can be read at once after it arrived. */
export interface LazyModule<M> {
  load(): Promise<M>;
  /** The module once it has arrived, else undefined. */
  readonly current: M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = undefined; // a failed fetch is tried again on the next use
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}

/**
 * A component of a lazily loaded module. Once the module has arrived it renders at once;
 * before, it renders nothing until the code arrives (a few milliseconds on the same server),
 * so screens need no loading state of their own.
 */
export function lazyPart<M>(module: LazyModule<M>, pick: (module: M) => unknown): AnyComponent {
  const Lazy = lazy(async () => ({ default: pick(await module.load()) as AnyComponent }));
  function LazyPart(props: Record<string, unknown>) {
    // An instance keeps the way it first rendered: switching would remount what it shows.
    const [ready] = useState(() => (module.current ? (pick(module.current) as AnyComponent) : null));
    if (ready) return createElement(ready, props);
    return <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>;
  }
  return LazyPart;
}

/** The same for a compound component (Menu with Menu.Target, Menu.Dropdown…). */
export function lazyCompound<M>(
  module: LazyModule<M>,
  pick: (module: M) => unknown,
  parts: readonly string[],
): AnyComponent {
  const statics = parts.map((name) => [
    name,
    lazyPart(module, (m) => (pick(m) as Record<string, unknown>)[name]),
  ]);
  return Object.assign(lazyPart(module, pick), Object.fromEntries(statics) as Record<string, AnyComponent>);
}
