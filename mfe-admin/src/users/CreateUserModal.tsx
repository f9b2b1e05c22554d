import {
  Alert,
  AppModal,
  Button,
  errorMessage,
  type CreateUserDto,
  fieldErrors,
  Group,
  notifyError,
  notifySuccess,
  PasswordInput,
  Stack,
  TextInput,
  useTranslation,
} from '@qrpanel/web';
import { useState, type FormEvent } from 'react';
import { adminApi } from '../admin-api';

const EMPTY: CreateUserDto = { name: '', email: '', password: '' };

export interface CreateUserModalProps {
  opened: boolean;
  onClose: () => void;
  /** After the user exists (the list reloads). */
  onCreated: () => void;
}

/** 'Create New User': all three fields required; on failure it stays open with what was typed. */
export function CreateUserModal({ opened, onClose, onCreated }: CreateUserModalProps) {
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(['admin', 'web']);

  const set = (name: keyof CreateUserDto) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const close = () => {
    setValues(EMPTY);
    setMissing(false);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    if (!input.name || !input.email || !input.password) return setMissing(true);
    setMissing(false);
    setErrors({});
    setBusy(true);
    try {
      await adminApi.createUser(input);
      notifySuccess(t('users.createForm.done'));
      onCreated();
      close();
    } catch (e) {
      setErrors(fieldErrors(e));
      notifyError(errorMessage(e, t('users.createForm.failed')));
    }
    setBusy(false);
  };

  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : close} title={t('users.createForm.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {missing ? (
            <Alert color="red" variant="light" role="alert">
              {t('users.createForm.fillAllFields')}
            </Alert>
          ) : null}
          <TextInput
            label={t('users.createForm.fullName')}
            name="name"
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onChange={set('name')}
            data-autofocus
          />
          <TextInput
            label={t('users.createForm.email')}
            name="email"
            type="email"
            autoComplete="off"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <PasswordInput
            label={t('users.createForm.password')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={set('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('users.createForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
