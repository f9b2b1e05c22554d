import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
// The package itself, not ../src: the screens under test import the built package, and the
// session and contexts must be the same module instance as theirs.
import { createQueryClient, WebProviders } from '@qrpanel/web';

/**
 * Renders a part of a screen inside the providers the shell mounts (component tests), with
 * a query cache of its own unless one is given (to hold what the shell would have read).
 */
export function renderWithProviders(ui: ReactElement, queryClient = createQueryClient()) {
  return render(
    <WebProviders queryClient={queryClient} env="test">
      {ui}
    </WebProviders>,
  );
}

/** Renders the route matching `path` among `routes` (route pattern → element), inside the shell's providers. */
export function renderAt(path: string, routes: Record<string, ReactElement>, queryClient?: QueryClient) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
}

/** A remote's route table (as its routes.ts exports it) in the form renderAt takes. */
export function screensOf(
  routes: readonly { path: string; Screen: ComponentType }[],
): Record<string, ReactElement> {
  return Object.fromEntries(routes.map(({ path, Screen }) => [path, <Screen key={path} />]));
}
