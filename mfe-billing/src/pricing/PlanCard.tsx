import type { PublicPlanDto } from '@qrpanel/contracts';
import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@qrpanel/web';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { TEXTS } from '../texts';
import { featureLabels, intervalLabel, priceLabel, qrCodesLabel, scansLabel } from './plan-format';

export interface PlanCardProps {
  plan: PublicPlanDto;
  /** The user's own plan: its button reads 'Current Plan' and is disabled. */
  current: boolean;
  onChoose: (plan: PublicPlanDto) => void;
}

/** One plan on the pricing page (SPEC.md §2 Pricing). */
export function PlanCard({ plan, current, onChoose }: PlanCardProps) {
  const titleId = useId();
  const features = featureLabels(plan.features);
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
            {TEXTS.mostPopular}
          </Text>
        </Card.Section>
      ) : null}
      <Stack gap="md" h="100%">
        <Title order={2} fz="xl" id={titleId}>
          {plan.name}
        </Title>
        <Group gap={4} align="baseline">
          <Text fz={36} fw={800} lh={1}>
            {priceLabel(plan)}
          </Text>
          <Text c="dimmed">{intervalLabel(plan)}</Text>
        </Group>
        {plan.description ? <Text c="dimmed">{plan.description}</Text> : null}
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          <List.Item>{qrCodesLabel(plan)}</List.Item>
          <List.Item>{scansLabel(plan)}</List.Item>
        </List>
        {features.length ? (
          <Group gap="xs" aria-label="Features" role="list">
            {features.map((label) => (
              <Badge key={label} variant="light" color="blue" role="listitem">
                {label}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Button
          mt="auto"
          fullWidth
          variant={plan.is_featured ? 'filled' : 'light'}
          disabled={current}
          onClick={() => onChoose(plan)}
        >
          {current ? TEXTS.currentPlan : TEXTS.choosePlan}
        </Button>
      </Stack>
    </Card>
  );
}
