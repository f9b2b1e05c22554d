import '../i18n';
import {
  Button,
  errorMessage,
  ErrorState,
  Group,
  LoadingState,
  Tabs,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { SettingsDto } from '@qrpanel/contracts';
import { BuildStamp } from '../BuildStamp';
import { AdvancedTab } from '../settings/AdvancedTab';
import { EmailTab } from '../settings/EmailTab';
import { GeneralTab } from '../settings/GeneralTab';
import { PaymentsTab } from '../settings/PaymentsTab';
import { useSettings, useSettingsEditor } from '../settings/use-settings';

/** The tabs, by the settings group they hold (settings.tabs.* names them). */
const TABS = [
  { value: 'general', Panel: GeneralTab },
  { value: 'payments', Panel: PaymentsTab },
  { value: 'email', Panel: EmailTab },
  { value: 'advanced', Panel: AdvancedTab },
] as const;

/** The application part of /settings (admins): loading, error, loaded and saving. */
export default function ApplicationSettings() {
  const settings = useSettings();
  const { t } = useTranslation('admin');

  if (settings.isError) {
    return (
      <>
        <SettingsHeading />
        <ErrorState
          message={errorMessage(settings.error, t('settings.loadFailed'))}
          onRetry={() => void settings.refetch()}
        />
      </>
    );
  }
  if (settings.isPending) {
    return (
      <>
        <SettingsHeading />
        <LoadingState text={t('settings.loading')} />
      </>
    );
  }
  return <SettingsEditor initial={settings.data} />;
}

function SettingsHeading() {
  const { t } = useTranslation('admin');
  return (
    <Title order={2} fz="xl" mb="md">
      {t('settings.title')}
    </Title>
  );
}

/** The loaded settings as edited, until saved. */
function SettingsEditor({ initial }: { initial: SettingsDto }) {
  const { draft, set, errors, flagged, saving, save, tab, setTab } = useSettingsEditor(initial);
  const { t } = useTranslation('admin');
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={t('settings.title')}>
      <SettingsHeading />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map(({ value }) => (
            <Tabs.Tab key={value} value={value} color={flagged.has(value) ? 'red' : undefined}>
              {t(`settings.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel draft={draft} set={set} errors={errors} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group mt="xl">
        <Button type="submit" disabled={saving}>
          {saving ? t('settings.saving') : t('common.saveChanges')}
        </Button>
      </Group>
      <BuildStamp />
    </form>
  );
}
