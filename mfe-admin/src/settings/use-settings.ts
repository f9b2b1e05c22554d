import type { SettingsDto } from '@qrpanel/contracts';
import { errorMessage, fieldErrors, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import {
  tabsWithErrors,
  toDraft,
  toSettingsInput,
  type SettingsDraft,
  type SettingsErrors,
} from './settings-draft';

/** Every setting, read afresh; a failure is also announced as a toast. */
export function useSettings() {
  const settings = useQuery({ queryKey: ADMIN_KEYS.settings, queryFn: adminApi.settings, staleTime: 0 });
  useEffect(() => {
    if (settings.isError) notifyError(errorMessage(settings.error, i18n.t('admin:settings.loadFailed')));
  }, [settings.isError, settings.error]);
  return settings;
}

/**
 * The loaded settings as edited, until saved: the draft, the api's messages by field (and
 * the tabs holding one), the tab shown, and the save, whose answer becomes the new draft.
 */
export function useSettingsEditor(initial: SettingsDto) {
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
      notifySuccess(i18n.t('admin:settings.saved'));
    } catch (e) {
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, i18n.t('admin:settings.saveFailed')));
    }
    setSaving(false);
  };

  return { draft, set, errors, flagged: tabsWithErrors(errors), saving, save, tab, setTab };
}
