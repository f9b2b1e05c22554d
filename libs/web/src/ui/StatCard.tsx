import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatTheme = 'blue' | 'green' | 'yellow' | 'purple' | 'gray';

const THEME_COLORS: Record<StatTheme, string> = {
  blue: 'blue',
  green: 'green',
  yellow: 'yellow',
  purple: 'violet',
  gray: 'gray',
};

export interface StatCardProps {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  theme: StatTheme;
  /** A line under the value, e.g. the comparison with the previous period. */
  footer?: ReactNode;
}

/** A dashboard or analytics figure: title, value and an icon in the card's theme. */
export function StatCard({ title, value, icon, theme, footer }: StatCardProps) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="group"
      aria-label={title}
      data-testid="stat-card"
      data-theme={theme}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* Two cards share a phone's row: the text may shrink and wrap, the icon gives way. */}
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={600} c="dimmed">
            {title}
          </Text>
          <Text fz={{ base: 22, sm: 28 }} fw={700} mt={4}>
            {value}
          </Text>
          {footer}
        </div>
        <ThemeIcon
          color={THEME_COLORS[theme]}
          variant="light"
          size={48}
          radius="md"
          aria-hidden
          visibleFrom="sm"
        >
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
