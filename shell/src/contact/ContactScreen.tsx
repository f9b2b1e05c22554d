import {
  api,
  Button,
  errorMessage,
  notifyError,
  notifySuccess,
  PageTitle,
  Paper,
  Stack,
  Textarea,
  TextInput,
  useForm,
  useTranslation,
} from '@qrpanel/web';
import { useState } from 'react';

interface ContactValues {
  subject: string;
  message: string;
}

/** Contact Administrator: the message is stored and emailed to the contact address (POST /api/contact). */
export function ContactScreen() {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('shell');
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (v) => (v.trim() ? null : t('contact.subjectRequired')),
      message: (v) => (v.trim() ? null : t('contact.messageRequired')),
    },
  });

  const send = async (values: ContactValues) => {
    setBusy(true);
    try {
      await api.POST('/api/contact', {
        body: { subject: values.subject.trim(), message: values.message.trim() },
      });
      notifySuccess(t('contact.sent'));
      form.reset();
    } catch (e) {
      notifyError(errorMessage(e, t('contact.failed')));
    }
    setBusy(false);
  };

  return (
    <>
      <PageTitle title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <Paper withBorder p="lg" radius="md" maw={640}>
        <form
          onSubmit={form.onSubmit(
            (values) => void send(values),
            () => notifyError(t('contact.fillRequired')),
          )}
        >
          <Stack gap="md">
            <TextInput label={t('contact.subject')} withAsterisk {...form.getInputProps('subject')} />
            <Textarea
              label={t('contact.message')}
              withAsterisk
              autosize
              minRows={6}
              {...form.getInputProps('message')}
            />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t('contact.busy') : t('contact.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
