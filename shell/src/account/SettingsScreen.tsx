import { PageTitle, Tabs, useCurrentUser, useTranslation } from '@qrpanel/web';
import { isAdminRole } from '@qrpanel/contracts';
import { APPLICATION_SETTINGS } from '../app/route-table';
import { RemoteScreen } from '../federation/RemoteScreen';
import { AccountSettings } from './AccountSettings';

/** /settings: Account Settings for users; admins also get the application's settings. */
export function SettingsScreen() {
  const user = useCurrentUser();
  const { t } = useTranslation('shell');
  if (!isAdminRole(user?.role)) {
    return (
      <>
        <PageTitle title={t('account.title')} />
        <AccountSettings />
      </>
    );
  }
  return (
    <>
      <PageTitle title={t('account.adminTitle')} />
      <Tabs defaultValue="application" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="application">{t('account.applicationTab')}</Tabs.Tab>
          <Tabs.Tab value="account">{t('account.accountTab')}</Tabs.Tab>
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
