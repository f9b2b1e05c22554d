import {
  AppShell,
  preloadUiKit,
  setLanguage,
  useColorScheme,
  useCurrentUser,
  useDisclosure,
  useTranslation,
} from '@qrpanel/web';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useFreshUser } from '../auth/use-fresh-user';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';
import { Sidebar } from './Sidebar';

/** The frame of every signed-in screen: header, collapsible sidebar, and the screen. */
export function AppLayout() {
  const user = useCurrentUser();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const { setScheme } = useColorScheme();
  const { t } = useTranslation('shell');
  useFocusHeadingOnNavigation();
  // The plan and role as the api knows them now, not only as they were at sign-in.
  useFreshUser();
  // The scheme kept with the profile follows the user to this browser when they sign in.
  const profileScheme = user?.color_scheme;
  useEffect(() => {
    if (profileScheme) setScheme(profileScheme);
  }, [profileScheme, setScheme]);
  // So does the profile's language; none (null) leaves the page in this browser's.
  const profileLanguage = user?.language;
  useEffect(() => {
    if (profileLanguage) void setLanguage(profileLanguage);
  }, [profileLanguage]);
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
      <SkipLink />
      <AppShell.Header>
        <Header
          user={user}
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.label')}>
        <Sidebar role={user.role} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
