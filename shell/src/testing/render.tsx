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

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** Answers fetch calls by "METHOD /path"; anything else is a 404. Returns the calls made. */
export function fakeApi(replies: Record<string, FakeReply>) {
  const mock = jest.fn((url: string, init?: RequestInit): Promise<Response> => {
    const reply = replies[`${init?.method ?? 'GET'} ${url}`] ?? { status: 404, body: { statusCode: 404 } };
    const status = reply.status ?? 200;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(reply.body),
      text: () => Promise.resolve(reply.body === undefined ? '' : JSON.stringify(reply.body)),
    } as Response);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
