import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Anchor, Container, createQueryClient, List, WebProviders } from '@qrpanel/web';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ROUTES } from './routes';

/** This remote alone, for development: its screens at their routes, without the shell. */
function Standalone() {
  return (
    <Container py="lg">
      <Routes>
        {ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route
          path="*"
          element={
            <List>
              {ROUTES.map(({ path }) => (
                <List.Item key={path}>
                  <Anchor component={Link} to={path.replace(':id', '1')}>
                    {path}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          }
        />
      </Routes>
    </Container>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <WebProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </WebProviders>
  </StrictMode>,
);
