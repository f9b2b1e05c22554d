import { SETTINGS, type SettingKey } from '@qrpanel/contracts';
import {
  Box,
  Checkbox,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { LimitSetting } from './LimitSetting';
import type { TabProps } from './settings-draft';
import { useSuperAdminOnly } from './super-admin-fields';

/**
 * The number a limit's field takes when its no-bound switch goes off: the setting's default,
 * or 1 where the default is itself no bound.
 */
function boundOf(key: SettingKey): number {
  const fallback = SETTINGS[key].default;
  return typeof fallback === 'number' && fallback > 0 ? fallback : 1;
}

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
        <LimitSetting
          label={t('settings.advanced.freeTrialQrCodeLimit')}
          value={draft.free_trial_qr_code_limit}
          error={errors.free_trial_qr_code_limit}
          unlimitedAs={0}
          bounded={boundOf('free_trial_qr_code_limit')}
          onChange={(value) => set({ free_trial_qr_code_limit: value })}
        />
        <LimitSetting
          label={t('settings.advanced.freeTrialScanLimit')}
          value={draft.free_trial_scan_limit}
          error={errors.free_trial_scan_limit}
          unlimitedAs={0}
          bounded={boundOf('free_trial_scan_limit')}
          onChange={(value) => set({ free_trial_scan_limit: value })}
        />
        <LimitSetting
          label={t('settings.advanced.freeTrialTemplateLimit')}
          description={t('settings.advanced.freeTrialTemplateLimitHint')}
          value={draft.free_trial_template_limit}
          error={errors.free_trial_template_limit}
          unlimitedAs={-1}
          bounded={boundOf('free_trial_template_limit')}
          onChange={(value) => set({ free_trial_template_limit: value })}
        />
        <LimitSetting
          label={t('settings.advanced.freeTrialMemberLimit')}
          value={draft.free_trial_member_limit}
          error={errors.free_trial_member_limit}
          unlimitedAs={0}
          bounded={boundOf('free_trial_member_limit')}
          onChange={(value) => set({ free_trial_member_limit: value })}
        />
        <LimitSetting
          label={t('settings.advanced.freeTrialWorkspaceLimit')}
          description={t('settings.advanced.freeTrialWorkspaceLimitHint')}
          value={draft.free_trial_workspace_limit}
          error={errors.free_trial_workspace_limit}
          unlimitedAs={0}
          bounded={boundOf('free_trial_workspace_limit')}
          onChange={(value) => set({ free_trial_workspace_limit: value })}
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
      <Box maw={340}>
        <LimitSetting
          label={t('settings.advanced.scanRetention')}
          description={t('settings.advanced.scanRetentionHint')}
          value={draft.scan_retention_days}
          error={errors.scan_retention_days}
          unlimitedAs={0}
          bounded={boundOf('scan_retention_days')}
          switchTexts={{
            label: t('settings.advanced.forever'),
            name: t('settings.advanced.foreverFor', { limit: t('settings.advanced.scanRetention') }),
          }}
          onChange={(value) => set({ scan_retention_days: value })}
        />
      </Box>
      <Title order={3} fz="md" mt="sm">
        {t('settings.advanced.auditLog')}
      </Title>
      <Box maw={340}>
        <LimitSetting
          label={t('settings.advanced.auditRetention')}
          description={t('settings.advanced.auditRetentionHint')}
          value={draft.audit_retention_days}
          error={errors.audit_retention_days}
          unlimitedAs={0}
          bounded={boundOf('audit_retention_days')}
          switchTexts={{
            label: t('settings.advanced.forever'),
            name: t('settings.advanced.foreverFor', { limit: t('settings.advanced.auditRetention') }),
          }}
          onChange={(value) => set({ audit_retention_days: value })}
        />
      </Box>
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
