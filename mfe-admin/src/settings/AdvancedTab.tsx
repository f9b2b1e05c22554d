import { Checkbox, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@qrpanel/web';
import type { TabProps } from './settings-draft';

/** Registration, legal texts, SEO, and what the Free Trial (no plan) allows. */
export function AdvancedTab({ draft, set, errors }: TabProps) {
  return (
    <Stack gap="md" maw={720}>
      <Checkbox
        label="Allow new registrations"
        checked={draft.allow_registration}
        error={errors.allow_registration}
        onChange={(e) => set({ allow_registration: e.currentTarget.checked })}
      />
      <Textarea
        label="Privacy Policy"
        autosize
        minRows={4}
        value={draft.privacy_policy}
        error={errors.privacy_policy}
        onChange={(e) => set({ privacy_policy: e.currentTarget.value })}
      />
      <Textarea
        label="Terms of Service"
        autosize
        minRows={4}
        value={draft.terms_of_service}
        error={errors.terms_of_service}
        onChange={(e) => set({ terms_of_service: e.currentTarget.value })}
      />
      <TextInput
        label="SEO Meta Title"
        value={draft.seo_meta_title}
        error={errors.seo_meta_title}
        onChange={(e) => set({ seo_meta_title: e.currentTarget.value })}
      />
      <Textarea
        label="SEO Meta Description"
        autosize
        minRows={2}
        value={draft.seo_meta_description}
        error={errors.seo_meta_description}
        onChange={(e) => set({ seo_meta_description: e.currentTarget.value })}
      />
      <Title order={3} fz="md" mt="sm">
        Free Trial
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Free Trial QR Code Limit"
          description="0 = unlimited"
          inputMode="numeric"
          value={draft.free_trial_qr_code_limit}
          error={errors.free_trial_qr_code_limit}
          onChange={(e) => set({ free_trial_qr_code_limit: e.currentTarget.value })}
        />
        <TextInput
          label="Free Trial Scan Limit (per month)"
          description="0 = unlimited"
          inputMode="numeric"
          value={draft.free_trial_scan_limit}
          error={errors.free_trial_scan_limit}
          onChange={(e) => set({ free_trial_scan_limit: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Switch
        label="Free Trial includes Analytics"
        checked={draft.free_trial_analytics}
        onChange={(e) => set({ free_trial_analytics: e.currentTarget.checked })}
      />
      <Switch
        label="Free Trial includes Custom Logos"
        checked={draft.free_trial_custom_logos}
        onChange={(e) => set({ free_trial_custom_logos: e.currentTarget.checked })}
      />
    </Stack>
  );
}
