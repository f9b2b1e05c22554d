import { AppShell, preloadUiKit, useCurrentUser, useDisclosure } from '@qrpanel/web';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** The frame of every signed-in screen: header, collapsible sidebar, and the screen. */
export function AppLayout() {
  const user = useCurrentUser();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  // Signed-in screens soon need menus and dropdowns: fetch them once the first one is up.
  useEffect(() => {
    const id = window.setTimeout(preloadUiKit, 1500);
    return () => window.clearTimeout(id);
  }, []);
  if (!user) return <Navigate to="/login" replace />;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Header
          user={user}
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <Sidebar role={user.role} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
