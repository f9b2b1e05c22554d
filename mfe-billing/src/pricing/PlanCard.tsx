import type { PublicPlanDto } from '@qrpanel/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useFormat,
  useTranslation,
} from '@qrpanel/web';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { enabledFeatures, limitMessageValues, planLimits, priceLabel } from './plan-format';

export interface PlanCardProps {
  plan: PublicPlanDto;
  /** The user's own plan: its button reads 'Current Plan' and is disabled. */
  current: boolean;
  /** False for members who are not the workspace's owners: only owners pay. */
  mayChoose?: boolean;
  onChoose: (plan: PublicPlanDto) => void;
}

/** One plan on the pricing page (docs/product.md, Pricing and checkout). */
export function PlanCard({ plan, current, mayChoose = true, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const titleId = useId();
  const features = enabledFeatures(plan.features);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      shadow={plan.is_featured ? 'md' : 'xs'}
      style={plan.is_featured ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      {plan.is_featured ? (
        <Card.Section bg="blue.9" py={6} mb="md">
          <Text ta="center" c="white" fw={700} size="sm" tt="uppercase">
            {t('plan.mostPopular')}
          </Text>
        </Card.Section>
      ) : null}
      <Stack gap="md" h="100%">
        <Title order={2} fz="xl" id={titleId}>
          {plan.name}
        </Title>
        <Group gap={4} align="baseline">
          <Text fz={36} fw={800} lh={1}>
            {priceLabel(format, plan)}
          </Text>
          <Text c="dimmed">{t('plan.interval', { interval: plan.billing_interval })}</Text>
        </Group>
        {plan.description ? <Text c="dimmed">{plan.description}</Text> : null}
        <List spacing="xs" aria-label={t('plan.limits')}>
          {planLimits(plan).map((limit) => (
            <List.Item
              key={limit.key}
              icon={
                // What the plan does not give is crossed out rather than ticked.
                <ThemeIcon size={20} radius="xl" color={limit.none ? 'gray' : 'teal'} aria-hidden>
                  {limit.none ? <IconX size={14} /> : <IconCheck size={14} />}
                </ThemeIcon>
              }
            >
              {t(`plan.${limit.key}`, limitMessageValues(format, limit))}
            </List.Item>
          ))}
        </List>
        {features.length ? (
          <Group gap="xs" aria-label={t('plan.features')} role="list">
            {features.map((feature) => (
              <Badge key={feature} variant="light" color="blue" role="listitem">
                {t(`plan.feature.${feature}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Button
          mt="auto"
          fullWidth
          variant={plan.is_featured ? 'filled' : 'light'}
          disabled={current || !mayChoose}
          onClick={() => onChoose(plan)}
        >
          {current ? t('plan.current') : t('plan.choose')}
        </Button>
      </Stack>
    </Card>
  );
}
