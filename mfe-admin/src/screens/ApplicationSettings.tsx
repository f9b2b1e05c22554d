import { Button, errorMessage, ErrorState, Group, LoadingState, Tabs, Title } from '@qrpanel/web';
import type { SettingsDto } from '@qrpanel/contracts';
import { BuildStamp } from '../BuildStamp';
import { AdvancedTab } from '../settings/AdvancedTab';
import { EmailTab } from '../settings/EmailTab';
import { GeneralTab } from '../settings/GeneralTab';
import { PaymentsTab } from '../settings/PaymentsTab';
import { useSettings, useSettingsEditor } from '../settings/use-settings';
import { TEXTS } from '../texts';

const TABS = [
  { value: 'general', label: 'General', Panel: GeneralTab },
  { value: 'payments', label: 'Payment Methods', Panel: PaymentsTab },
  { value: 'email', label: 'Email (SMTP)', Panel: EmailTab },
  { value: 'advanced', label: 'Advanced', Panel: AdvancedTab },
] as const;

/** The application part of /settings (admins): loading, error, loaded and saving. */
export default function ApplicationSettings() {
  const settings = useSettings();

  if (settings.isError) {
    return (
      <>
        <SettingsHeading />
        <ErrorState
          message={errorMessage(settings.error, TEXTS.settingsLoadFailed)}
          onRetry={() => void settings.refetch()}
        />
      </>
    );
  }
  if (settings.isPending) {
    return (
      <>
        <SettingsHeading />
        <LoadingState text={TEXTS.loadingSettings} />
      </>
    );
  }
  return <SettingsEditor initial={settings.data} />;
}

function SettingsHeading() {
  return (
    <Title order={2} fz="xl" mb="md">
      Application Settings
    </Title>
  );
}

/** The loaded settings as edited, until saved. */
function SettingsEditor({ initial }: { initial: SettingsDto }) {
  const { draft, set, errors, flagged, saving, save, tab, setTab } = useSettingsEditor(initial);
  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label="Application Settings">
      <SettingsHeading />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} color={flagged.has(value) ? 'red' : undefined}>
              {label}
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
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Group>
      <BuildStamp />
    </form>
  );
}
