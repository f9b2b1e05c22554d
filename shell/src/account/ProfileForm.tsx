import {
  Button,
  detectLanguage,
  errorMessage,
  fieldErrors,
  i18n,
  LANGUAGE_STORAGE_KEY,
  notifyError,
  notifySuccess,
  NativeSelect,
  Paper,
  setLanguage,
  Stack,
  TextInput,
  Title,
  updateSessionUser,
  useTranslation,
} from '@qrpanel/web';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type UserDto } from '@qrpanel/contracts';
import { useState, type FormEvent } from 'react';
import { authApi } from '../auth/auth-api';
import { timeZones } from './time-zones';

/** "Browser default": forget the language kept in this browser and speak the browser's. */
async function followBrowserLanguage(): Promise<void> {
  try {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage refused: nothing was kept
  }
  await i18n.changeLanguage(detectLanguage());
}

/** The page speaks the language just saved; a choice taken back leaves it to the browser. */
async function applySavedLanguage(before: Language | null, saved: Language | null): Promise<void> {
  try {
    if (saved) await setLanguage(saved);
    else if (before) await followBrowserLanguage();
  } catch {
    // the catalogs could not be loaded: the page stays in its language
  }
}

/** Full name, email, time zone and language of the signed-in user (PUT /api/auth/profile). */
export function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation(['shell', 'web']);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [timeZone, setTimeZone] = useState(user.time_zone ?? 'UTC');
  const [language, setLanguageField] = useState<Language | ''>(user.language ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // A language chosen meanwhile in the header shows here too, so saving the form keeps it.
  const [profileLanguage, setProfileLanguage] = useState(user.language ?? null);
  if ((user.language ?? null) !== profileLanguage) {
    setProfileLanguage(user.language ?? null);
    setLanguageField(user.language ?? '');
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      const updated = await authApi.updateProfile({
        name,
        email,
        time_zone: timeZone,
        language: language || null,
      });
      updateSessionUser(updated);
      setName(updated.name);
      setEmail(updated.email);
      setTimeZone(updated.time_zone ?? 'UTC');
      await applySavedLanguage(user.language ?? null, updated.language);
      notifySuccess(i18n.t('shell:account.profile.updated'));
    } catch (e) {
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, t('account.profile.failed')));
    }
    setBusy(false);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-heading">
      <Title order={2} fz="lg" mb="md" id="profile-heading">
        {t('account.profile.title')}
      </Title>
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md" maw={480}>
          <TextInput
            label={t('account.profile.fullName')}
            name="name"
            autoComplete="name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t('account.profile.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('account.profile.timeZone')}
            description={t('account.profile.timeZoneHint')}
            data={timeZones()}
            value={timeZone}
            error={errors.time_zone}
            onChange={(e) => setTimeZone(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('web:language.label')}
            data={[
              { value: '', label: t('account.profile.browserLanguage') },
              ...LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
            ]}
            value={language}
            error={errors.language}
            onChange={(e) => setLanguageField(e.currentTarget.value as Language | '')}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('account.profile.busy') : t('account.profile.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
