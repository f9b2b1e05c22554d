import {
  Button,
  errorMessage,
  ErrorState,
  fieldErrors,
  Group,
  LoadingState,
  notifyError,
  notifySuccess,
  Tabs,
  Title,
} from '@qrpanel/web';
import type { SettingsDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { BuildStamp } from '../BuildStamp';
import { AdvancedTab } from '../settings/AdvancedTab';
import { EmailTab } from '../settings/EmailTab';
import { GeneralTab } from '../settings/GeneralTab';
import { PaymentsTab } from '../settings/PaymentsTab';
import {
  tabsWithErrors,
  toDraft,
  toSettingsInput,
  type SettingsDraft,
  type SettingsErrors,
} from '../settings/settings-draft';
import { TEXTS } from '../texts';

const TABS = [
  { value: 'general', label: 'General', Panel: GeneralTab },
  { value: 'payments', label: 'Payment Methods', Panel: PaymentsTab },
  { value: 'email', label: 'Email (SMTP)', Panel: EmailTab },
  { value: 'advanced', label: 'Advanced', Panel: AdvancedTab },
] as const;

/** The application part of /settings (admins): loading, error, loaded and saving. */
export default function ApplicationSettings() {
  const settings = useQuery({ queryKey: ADMIN_KEYS.settings, queryFn: adminApi.settings, staleTime: 0 });

  useEffect(() => {
    if (settings.isError) notifyError(errorMessage(settings.error, TEXTS.settingsLoadFailed));
  }, [settings.isError, settings.error]);

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
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<string | null>('general');

  const set = (patch: Partial<SettingsDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const saved = await adminApi.saveSettings(toSettingsInput(draft));
      queryClient.setQueryData<SettingsDto>(ADMIN_KEYS.settings, saved);
      setDraft(toDraft(saved));
      notifySuccess(TEXTS.settingsSaved);
    } catch (e) {
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, TEXTS.settingsSaveFailed));
    }
    setSaving(false);
  };

  const flagged = tabsWithErrors(errors);
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
