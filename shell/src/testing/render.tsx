import { createQueryClient, WebProviders } from '@qrpanel/web';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a screen at `path` inside the providers the shell mounts (component tests). */
export function renderAt(path: string, routes: Record<string, ReactElement>) {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([route, element]) => (
            <Route key={route} path={route} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </WebProviders>,
  );
}

export { fakeApi, sentBody, type FakeReply } from '@qrpanel/web/testing/fake-fetch';
