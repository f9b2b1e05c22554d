import {
  AppModal,
  Button,
  errorMessage,
  fieldErrors,
  Group,
  NativeSelect,
  notifyError,
  notifySuccess,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
  useForm,
} from '@qrpanel/web';
import type { PlanDto } from '@qrpanel/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { adminApi } from '../admin-api';
import { TEXTS } from '../texts';
import {
  emptyPlanForm,
  formToPlanInput,
  planToForm,
  serverErrorsToForm,
  validatePlanForm,
  type PlanFormValues,
} from './plan-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface PlanFormModalProps {
  opened: boolean;
  /** The plan being edited; null creates a new one. */
  plan: PlanDto | null;
  onClose: () => void;
  /** After a save (the grid reloads). */
  onSaved: () => void;
}

/** Create or edit a plan; each rule's message shows at its field, the api's too. */
export function PlanFormModal({ opened, plan, onClose, onSaved }: PlanFormModalProps) {
  const form = useForm<PlanFormValues>({
    initialValues: emptyPlanForm(),
    validate: validatePlanForm,
    validateInputOnBlur: true,
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    form.setValues(plan ? planToForm(plan) : emptyPlanForm());
    form.clearErrors();
    // Reset only when the modal opens or changes plan, not on every render of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, plan]);

  const submit = async (values: PlanFormValues) => {
    setBusy(true);
    try {
      const input = formToPlanInput(values);
      if (plan) await adminApi.updatePlan(plan.id, input);
      else await adminApi.createPlan(input);
      notifySuccess(plan ? TEXTS.planUpdated : TEXTS.planCreated);
      onSaved();
      onClose();
    } catch (e) {
      form.setErrors(serverErrorsToForm(fieldErrors(e)));
      notifyError(errorMessage(e, plan ? TEXTS.planUpdateFailed : TEXTS.planCreateFailed));
    }
    setBusy(false);
  };

  const number = (field: keyof PlanFormValues) => ({
    inputMode: 'numeric' as const,
    ...form.getInputProps(field),
  });

  return (
    <AppModal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={plan ? 'Edit Plan' : 'Create New Plan'}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="lg">
          <Section title="Core Details">
            <TextInput label="Plan Name" withAsterisk {...form.getInputProps('name')} data-autofocus />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          </Section>
          <Section title="Pricing">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Price" withAsterisk inputMode="decimal" {...form.getInputProps('price')} />
              <TextInput label="Currency" withAsterisk maxLength={3} {...form.getInputProps('currency')} />
              <NativeSelect
                label="Billing Interval"
                data={[
                  { value: 'month', label: 'Monthly' },
                  { value: 'year', label: 'Yearly' },
                ]}
                {...form.getInputProps('billing_interval')}
              />
            </SimpleGrid>
          </Section>
          <Section title="Limits & Trial">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="QR Code Limit"
                description="0 = unlimited"
                withAsterisk
                {...number('qr_code_limit')}
              />
              <TextInput
                label="Scan Limit (per month)"
                description="0 = unlimited"
                withAsterisk
                {...number('scan_limit')}
              />
              <TextInput
                label="Trial Period (days)"
                description="0 = no trial"
                withAsterisk
                {...number('trial_period_days')}
              />
            </SimpleGrid>
          </Section>
          <Section title="Feature Toggles">
            <Switch label="Analytics" {...form.getInputProps('analytics', { type: 'checkbox' })} />
            <Switch label="Custom Logos" {...form.getInputProps('customLogos', { type: 'checkbox' })} />
          </Section>
          <Section title="Settings">
            <NativeSelect
              label="Status"
              data={[
                { value: 'active', label: 'Active' },
                { value: 'archived', label: 'Archived' },
              ]}
              {...form.getInputProps('status')}
            />
            <Switch label="Featured Plan" {...form.getInputProps('is_featured', { type: 'checkbox' })} />
          </Section>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {plan ? 'Save Changes' : 'Create Plan'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
