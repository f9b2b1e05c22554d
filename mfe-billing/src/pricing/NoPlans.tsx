import { Anchor, Button, Paper, Stack, Text, useTranslation } from '@qrpanel/web';
import { Link } from 'react-router-dom';

/**
 * No plan is published: rather than an empty page behind Upgrade Plan, whom to ask for
 * more (the installation's contact email when it has one, and the contact form).
 */
export function NoPlans({ contactEmail }: { contactEmail?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder p="lg" radius="md" maw={560} data-testid="no-plans">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('pricing.noPlans')}</Text>
        <Text size="sm">
          {contactEmail ? (
            <>
              {t('pricing.askByEmail')} <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>
            </>
          ) : (
            t('pricing.askAdministrator')
          )}
        </Text>
        <Button component={Link} to="/contact" variant="default">
          {t('pricing.contactUs')}
        </Button>
      </Stack>
    </Paper>
  );
}
