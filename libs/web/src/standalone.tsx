import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { WebProviders } from './providers';
import { createQueryClient } from './query-client';
import { Anchor, Container, List } from './ui-kit';

export interface RemoteRoute {
  path: string;
  Screen: ComponentType;
}

/** A remote on its own, for development: its screens at their routes, without the shell. */
export function mountStandalone(routes: RemoteRoute[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <WebProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <Container py="lg">
            <Routes>
              {routes.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              <Route path="*" element={<RouteList routes={routes} />} />
            </Routes>
          </Container>
        </BrowserRouter>
      </WebProviders>
    </StrictMode>,
  );
}

function RouteList({ routes }: { routes: RemoteRoute[] }) {
  return (
    <List>
      {routes.map(({ path }) => (
        <List.Item key={path}>
          <Anchor component={Link} to={path.replace(':id', '1')}>
            {path}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
