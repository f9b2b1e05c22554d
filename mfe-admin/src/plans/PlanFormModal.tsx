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
  useTranslation,
} from '@qrpanel/web';
import type { PlanDto } from '@qrpanel/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { adminApi } from '../admin-api';
import {
  emptyPlanForm,
  formToPlanInput,
  planToForm,
  serverErrorsToForm,
  validatePlanForm,
  type LimitField,
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

/**
 * Create or edit a plan; each rule's message shows at its field, the api's too. A limit that
 * may have no bound has an Unlimited switch rather than a magic number.
 */
export function PlanFormModal({ opened, plan, onClose, onSaved }: PlanFormModalProps) {
  const { t } = useTranslation(['admin', 'web']);
  const form = useForm<PlanFormValues>({
    initialValues: emptyPlanForm(),
    validate: (values) => validatePlanForm(values, { atLeastOne: t('plans.form.atLeastOne') }),
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
      notifySuccess(plan ? t('plans.updated') : t('plans.created'));
      onSaved();
      onClose();
    } catch (e) {
      form.setErrors(serverErrorsToForm(fieldErrors(e)));
      notifyError(errorMessage(e, plan ? t('plans.updateFailed') : t('plans.createFailed')));
    }
    setBusy(false);
  };

  const number = (field: keyof PlanFormValues) => ({
    inputMode: 'numeric' as const,
    ...form.getInputProps(field),
  });

  /** A limit's field, and its Unlimited switch, which takes the field's place when on. */
  const limit = (field: LimitField, label: string, description?: string) => {
    const unlimited = form.values.unlimited[field];
    return (
      <Stack gap={6}>
        <TextInput
          label={label}
          description={description}
          withAsterisk={!unlimited}
          disabled={unlimited}
          placeholder={unlimited ? t('plans.form.unlimited') : undefined}
          {...number(field)}
        />
        <Switch
          size="sm"
          label={t('plans.form.unlimited')}
          aria-label={t('plans.form.unlimitedFor', { limit: label })}
          {...form.getInputProps(`unlimited.${field}`, { type: 'checkbox' })}
        />
      </Stack>
    );
  };

  return (
    <AppModal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={plan ? t('plans.form.editTitle') : t('plans.form.createTitle')}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="lg">
          <Section title={t('plans.form.sections.core')}>
            <TextInput
              label={t('plans.form.name')}
              withAsterisk
              {...form.getInputProps('name')}
              data-autofocus
            />
            <Textarea
              label={t('plans.form.description')}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
          </Section>
          <Section title={t('plans.form.sections.pricing')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('plans.form.price')}
                withAsterisk
                inputMode="decimal"
                {...form.getInputProps('price')}
              />
              <TextInput
                label={t('plans.form.currency')}
                withAsterisk
                maxLength={3}
                {...form.getInputProps('currency')}
              />
              <NativeSelect
                label={t('plans.form.billingInterval')}
                data={[
                  { value: 'month', label: t('plans.form.monthly') },
                  { value: 'year', label: t('plans.form.yearly') },
                ]}
                {...form.getInputProps('billing_interval')}
              />
            </SimpleGrid>
          </Section>
          <Section title={t('plans.form.sections.limits')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {limit('qr_code_limit', t('plans.form.qrCodeLimit'))}
              {limit('scan_limit', t('plans.form.scanLimit'))}
              <TextInput
                label={t('plans.form.trialPeriod')}
                description={t('plans.form.noTrialHint')}
                withAsterisk
                {...number('trial_period_days')}
              />
              {limit('template_limit', t('plans.form.templateLimit'), t('plans.form.noneHint'))}
              {limit('member_limit', t('plans.form.memberLimit'))}
              {limit('domain_limit', t('plans.form.domainLimit'), t('plans.form.domainLimitHint'))}
              {limit('storage_limit_mb', t('plans.form.storageLimit'), t('plans.form.storageLimitHint'))}
            </SimpleGrid>
          </Section>
          <Section title={t('plans.form.sections.api')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {limit('api_key_limit', t('plans.form.apiKeyLimit'), t('plans.form.apiKeyLimitHint'))}
              <TextInput
                label={t('plans.form.apiRateLimit')}
                description={t('plans.form.apiRateLimitHint')}
                {...number('api_rate_limit')}
              />
            </SimpleGrid>
          </Section>
          <Section title={t('plans.form.sections.features')}>
            <Switch
              label={t('plans.form.analytics')}
              {...form.getInputProps('analytics', { type: 'checkbox' })}
            />
            <Switch
              label={t('plans.form.customLogos')}
              {...form.getInputProps('customLogos', { type: 'checkbox' })}
            />
          </Section>
          <Section title={t('plans.form.sections.settings')}>
            <NativeSelect
              label={t('plans.form.status')}
              data={[
                { value: 'active', label: t('web:status.active') },
                { value: 'archived', label: t('common.archived') },
              ]}
              {...form.getInputProps('status')}
            />
            <Switch
              label={t('plans.form.featured')}
              {...form.getInputProps('is_featured', { type: 'checkbox' })}
            />
          </Section>
          {/* Pinned to the modal's bottom: a message appearing above as a field loses focus
              must not move the button out from under the pointer between press and release. */}
          <Group
            justify="flex-end"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 1 }}
          >
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {plan ? t('common.saveChanges') : t('plans.form.submitCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
