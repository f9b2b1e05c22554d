import { Button, Paper, Text, Title } from '@qrpanel/web';
import type { ReactNode } from 'react';

export interface DangerSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** What the action does, said before its button. */
  hint: string;
  /** Said instead of the button when the action cannot be taken here, and why. */
  unavailable?: string | null;
  actionLabel: string;
  icon: ReactNode;
  onAction: () => void;
  /** The dialog that asks before the action runs. */
  children: ReactNode;
}

/** A section of the workspace screen for an action that cannot be undone (leave, delete). */
export function DangerSection({
  headingId,
  title,
  hint,
  unavailable,
  actionLabel,
  icon,
  onAction,
  children,
}: DangerSectionProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="xs" id={headingId}>
        {title}
      </Title>
      {unavailable ? (
        <Text size="sm" c="dimmed">
          {unavailable}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {hint}
          </Text>
          <Button variant="light" color="red" leftSection={icon} onClick={onAction}>
            {actionLabel}
          </Button>
        </>
      )}
      {children}
    </Paper>
  );
}
