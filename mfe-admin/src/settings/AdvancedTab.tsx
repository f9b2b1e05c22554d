import {
  Checkbox,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { TabProps } from './settings-draft';
import { useSuperAdminOnly } from './super-admin-fields';

/**
 * Registration, legal texts, SEO, what the Free Trial (no plan) allows, how long scans are kept,
 * and whether administrators must sign in with a second step.
 */
export function AdvancedTab({ draft, set, errors }: TabProps) {
  const { t } = useTranslation('admin');
  const requirementLocked = useSuperAdminOnly()('require_2fa_admins');
  return (
    <Stack gap="md" maw={720}>
      <Checkbox
        label={t('settings.advanced.allowRegistration')}
        checked={draft.allow_registration}
        error={errors.allow_registration}
        onChange={(e) => set({ allow_registration: e.currentTarget.checked })}
      />
      <Textarea
        label={t('settings.advanced.privacyPolicy')}
        autosize
        minRows={4}
        value={draft.privacy_policy}
        error={errors.privacy_policy}
        onChange={(e) => set({ privacy_policy: e.currentTarget.value })}
      />
      <Textarea
        label={t('settings.advanced.termsOfService')}
        autosize
        minRows={4}
        value={draft.terms_of_service}
        error={errors.terms_of_service}
        onChange={(e) => set({ terms_of_service: e.currentTarget.value })}
      />
      <TextInput
        label={t('settings.advanced.seoTitle')}
        value={draft.seo_meta_title}
        error={errors.seo_meta_title}
        onChange={(e) => set({ seo_meta_title: e.currentTarget.value })}
      />
      <Textarea
        label={t('settings.advanced.seoDescription')}
        autosize
        minRows={2}
        value={draft.seo_meta_description}
        error={errors.seo_meta_description}
        onChange={(e) => set({ seo_meta_description: e.currentTarget.value })}
      />
      <Title order={3} fz="md" mt="sm">
        {t('settings.advanced.freeTrial')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.advanced.freeTrialQrCodeLimit')}
          description={t('common.unlimitedHint')}
          inputMode="numeric"
          value={draft.free_trial_qr_code_limit}
          error={errors.free_trial_qr_code_limit}
          onChange={(e) => set({ free_trial_qr_code_limit: e.currentTarget.value })}
        />
        <TextInput
          label={t('settings.advanced.freeTrialScanLimit')}
          description={t('common.unlimitedHint')}
          inputMode="numeric"
          value={draft.free_trial_scan_limit}
          error={errors.free_trial_scan_limit}
          onChange={(e) => set({ free_trial_scan_limit: e.currentTarget.value })}
        />
        <TextInput
          label={t('settings.advanced.freeTrialTemplateLimit')}
          description={t('common.noneOrUnlimitedHint')}
          inputMode="numeric"
          value={draft.free_trial_template_limit}
          error={errors.free_trial_template_limit}
          onChange={(e) => set({ free_trial_template_limit: e.currentTarget.value })}
        />
        <TextInput
          label={t('settings.advanced.freeTrialMemberLimit')}
          description={t('common.unlimitedHint')}
          inputMode="numeric"
          value={draft.free_trial_member_limit}
          error={errors.free_trial_member_limit}
          onChange={(e) => set({ free_trial_member_limit: e.currentTarget.value })}
        />
        <TextInput
          label={t('settings.advanced.freeTrialWorkspaceLimit')}
          description={t('settings.advanced.freeTrialWorkspaceLimitHint')}
          inputMode="numeric"
          value={draft.free_trial_workspace_limit}
          error={errors.free_trial_workspace_limit}
          onChange={(e) => set({ free_trial_workspace_limit: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Switch
        label={t('settings.advanced.freeTrialAnalytics')}
        checked={draft.free_trial_analytics}
        onChange={(e) => set({ free_trial_analytics: e.currentTarget.checked })}
      />
      <Switch
        label={t('settings.advanced.freeTrialCustomLogos')}
        checked={draft.free_trial_custom_logos}
        onChange={(e) => set({ free_trial_custom_logos: e.currentTarget.checked })}
      />
      <Title order={3} fz="md" mt="sm">
        {t('settings.advanced.analytics')}
      </Title>
      <TextInput
        label={t('settings.advanced.scanRetention')}
        description={t('settings.advanced.scanRetentionHint')}
        inputMode="numeric"
        maw={340}
        value={draft.scan_retention_days}
        error={errors.scan_retention_days}
        onChange={(e) => set({ scan_retention_days: e.currentTarget.value })}
      />
      <Title order={3} fz="md" mt="sm">
        {t('settings.advanced.shortLinksTitle')}
      </Title>
      <Switch
        label={t('settings.advanced.shortLinks')}
        description={t('settings.advanced.shortLinksHint', { host: window.location.host })}
        checked={draft.short_links}
        onChange={(e) => set({ short_links: e.currentTarget.checked })}
      />
      <TextInput
        label={t('settings.advanced.domainTarget')}
        description={t('settings.advanced.domainTargetHint', { host: window.location.hostname })}
        placeholder={window.location.hostname}
        value={draft.domain_target}
        error={errors.domain_target}
        onChange={(e) => set({ domain_target: e.currentTarget.value })}
      />
      <Title order={3} fz="md" mt="sm">
        {t('settings.advanced.signInTitle')}
      </Title>
      <Switch
        label={t('settings.advanced.require2faAdmins')}
        description={
          requirementLocked ? t('settings.superAdminOnly') : t('settings.advanced.require2faAdminsHint')
        }
        disabled={requirementLocked}
        checked={draft.require_2fa_admins}
        onChange={(e) => set({ require_2fa_admins: e.currentTarget.checked })}
      />
    </Stack>
  );
}
