import { Button, Group, Paper, Text, Title, useTranslation } from '@qrpanel/web';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SHELL_ROUTES } from '../app/route-table';

/** The way from the workspace's screen to its audit log (owners and admins). */
export function AuditSection() {
  const { t } = useTranslation('shell');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="audit-heading">
      <Title order={2} fz="lg" mb="xs" id="audit-heading">
        {t('workspace.audit.title')}
      </Title>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('workspace.audit.summary')}</Text>
        <Button
          component={Link}
          to={SHELL_ROUTES.workspaceAudit}
          variant="light"
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          {t('workspace.audit.open')}
        </Button>
      </Group>
    </Paper>
  );
}
