import { PageTitle, Tabs, useCurrentUser, useTranslation } from '@qrpanel/web';
import { isAdminRole } from '@qrpanel/contracts';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_SETTINGS } from '../app/route-table';
import { RemoteScreen } from '../federation/RemoteScreen';
import { AccountSettings } from './AccountSettings';

/** /settings: Account Settings for users; admins also get the application's settings. */
export function SettingsScreen() {
  const user = useCurrentUser();
  const { t } = useTranslation('shell');
  // Back from linking a sign-in provider: the account's part, where the link is finished.
  const linking = useSearchParams()[0].has('sso');
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
      <Tabs defaultValue={linking ? 'account' : 'application'} keepMounted={false}>
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
