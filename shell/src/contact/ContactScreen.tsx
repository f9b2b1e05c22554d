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
} from '@qrpanel/web';
import { useState } from 'react';
import { TEXTS } from '../texts';

interface ContactValues {
  subject: string;
  message: string;
}

/** Contact Administrator: the message is stored and emailed to the contact address (POST /api/contact). */
export function ContactScreen() {
  const [busy, setBusy] = useState(false);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { subject: '', message: '' },
    validate: {
      subject: (v) => (v.trim() ? null : TEXTS.subjectRequired),
      message: (v) => (v.trim() ? null : TEXTS.messageRequired),
    },
  });

  const send = async (values: ContactValues) => {
    setBusy(true);
    try {
      await api.POST('/api/contact', {
        body: { subject: values.subject.trim(), message: values.message.trim() },
      });
      notifySuccess(TEXTS.messageSent);
      form.reset();
    } catch (e) {
      notifyError(errorMessage(e, TEXTS.messageFailed));
    }
    setBusy(false);
  };

  return (
    <>
      <PageTitle title="Contact Administrator" subtitle="Questions, problems or ideas: write to us." />
      <Paper withBorder p="lg" radius="md" maw={640}>
        <form
          onSubmit={form.onSubmit(
            (values) => void send(values),
            () => notifyError(TEXTS.fillRequired),
          )}
        >
          <Stack gap="md">
            <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
            <Textarea label="Message" withAsterisk autosize minRows={6} {...form.getInputProps('message')} />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Sending...' : 'Send Message'}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
