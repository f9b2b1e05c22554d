import {
  AppModal,
  Button,
  Code,
  errorMessage,
  fieldErrors,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  useForm,
  useTranslation,
} from '@qrpanel/web';
import { SSO_WORKSPACE_ROLES, type SsoProviderDto } from '@qrpanel/contracts';
import { useEffect, useState } from 'react';
import { emptySsoForm, formToInput, providerToForm, type SsoFormValues } from './sso-form';
import { ssoProvidersApi } from './sso-providers-api';

export interface SsoProviderFormModalProps {
  opened: boolean;
  /** The provider being edited; null adds one. */
  provider: SsoProviderDto | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit a sign-in provider. Saving runs discovery at the api: its reason shows when it
 * fails. The secret is never shown: left empty while editing, the one set is kept.
 */
export function SsoProviderFormModal({ opened, provider, onClose, onSaved }: SsoProviderFormModalProps) {
  const { t } = useTranslation('admin');
  const form = useForm<SsoFormValues>({ initialValues: emptySsoForm() });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    form.setValues(provider ? providerToForm(provider) : emptySsoForm());
    form.clearErrors();
    // Reset only when the modal opens or changes provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, provider]);

  const submit = async (values: SsoFormValues) => {
    setBusy(true);
    try {
      const input = formToInput(values);
      if (provider) await ssoProvidersApi.update(provider.id, input);
      else await ssoProvidersApi.create({ ...input, client_secret: input.client_secret ?? '' });
      notifySuccess(provider ? t('sso.updated') : t('sso.created'));
      onSaved();
      onClose();
    } catch (e) {
      form.setErrors(fieldErrors(e));
      notifyError(errorMessage(e, t('sso.saveFailed')));
    }
    setBusy(false);
  };

  return (
    <AppModal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={provider ? t('sso.form.editTitle') : t('sso.form.createTitle')}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('sso.form.name')}
              withAsterisk
              {...form.getInputProps('name')}
              data-autofocus
            />
            <TextInput
              label={t('sso.form.slug')}
              description={t('sso.form.slugHint')}
              withAsterisk
              {...form.getInputProps('slug')}
            />
          </SimpleGrid>
          <TextInput
            label={t('sso.form.issuer')}
            description={t('sso.form.issuerHint')}
            withAsterisk
            {...form.getInputProps('issuer')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('sso.form.clientId')} withAsterisk {...form.getInputProps('client_id')} />
            <PasswordInput
              label={t('sso.form.clientSecret')}
              withAsterisk={!provider}
              placeholder={provider?.client_secret_set ? t('sso.form.secretKept') : undefined}
              autoComplete="new-password"
              {...form.getInputProps('client_secret')}
            />
          </SimpleGrid>
          {provider ? (
            <Text size="sm">
              {t('sso.form.redirectUri')} <Code>{provider.redirect_uri}</Code>
            </Text>
          ) : null}
          <TextInput
            label={t('sso.form.domains')}
            description={t('sso.form.domainsHint')}
            {...form.getInputProps('allowed_domains')}
          />
          <Switch
            label={t('sso.form.autoCreate')}
            {...form.getInputProps('auto_create', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('sso.form.workspace')}
              description={t('sso.form.workspaceHint')}
              inputMode="numeric"
              {...form.getInputProps('workspace_id')}
            />
            <NativeSelect
              label={t('sso.form.role')}
              data={[
                { value: '', label: t('sso.form.noRole') },
                ...SSO_WORKSPACE_ROLES.map((r) => ({ value: r, label: t(`sso.roles.${r}`) })),
              ]}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <Switch label={t('sso.form.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('sso.form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('sso.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
