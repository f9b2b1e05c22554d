import { PageTitle, Tabs, useCurrentUser } from '@qrpanel/web';
import { isAdminRole } from '@qrpanel/contracts';
import { APPLICATION_SETTINGS } from '../app/route-table';
import { RemoteScreen } from '../federation/RemoteScreen';
import { AccountSettings } from './AccountSettings';

/** /settings: Account Settings for users; admins also get the application's settings. */
export function SettingsScreen() {
  const user = useCurrentUser();
  if (!isAdminRole(user?.role)) {
    return (
      <>
        <PageTitle title="Account Settings" />
        <AccountSettings />
      </>
    );
  }
  return (
    <>
      <PageTitle title="Settings" />
      <Tabs defaultValue="application" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="application">Application Settings</Tabs.Tab>
          <Tabs.Tab value="account">My Account</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="application">
          <RemoteScreen remote={APPLICATION_SETTINGS.remote} expose={APPLICATION_SETTINGS.expose} />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountSettings />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
