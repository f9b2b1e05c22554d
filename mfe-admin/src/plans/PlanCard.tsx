import { Badge, Button, Card, Group, Stack, Text, Title, useTranslation } from '@qrpanel/web';
import type { PlanDto } from '@qrpanel/contracts';

export interface PlanCardProps {
  plan: PlanDto;
  onEdit: () => void;
  onArchive: () => void;
}

/** One plan in the grid: name, status, featured tag, price per interval, subscribers. */
export function PlanCard({ plan, onEdit, onArchive }: PlanCardProps) {
  const { t } = useTranslation(['admin', 'web']);
  const archived = plan.status === 'archived';
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-card" data-plan={plan.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg">
            {plan.name}
          </Title>
          <Badge color={archived ? 'gray.7' : 'green.6'} variant="filled">
            {archived ? t('common.archived') : t('web:status.active')}
          </Badge>
        </Group>
        {plan.is_featured ? (
          <Badge color="violet" variant="light" w="fit-content">
            {t('plans.card.featured')}
          </Badge>
        ) : null}
        <Text fz={24} fw={700}>
          {t('plans.card.price', { price: plan.price, currency: plan.currency })}
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            {t('plans.card.perInterval', { interval: t(`intervals.${plan.billing_interval}`) })}
          </Text>
        </Text>
        {plan.description ? <Text size="sm">{plan.description}</Text> : null}
        <Text size="sm" data-testid="subscriber-count">
          {t('plans.card.subscribers', { count: plan.subscriber_count })}
        </Text>
        <Group mt="auto" gap="xs">
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onArchive}
            disabled={archived}
            aria-label={t('plans.card.archiveNamed', { name: plan.name })}
          >
            {t('plans.card.archive')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={t('plans.card.editNamed', { name: plan.name })}
          >
            {t('plans.card.edit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
