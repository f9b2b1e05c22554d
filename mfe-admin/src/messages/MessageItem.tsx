import { Badge, Group, Paper, Stack, Text, UnstyledButton, useTranslation } from '@qrpanel/web';
import type { ContactMessageDto } from '@qrpanel/contracts';
import { useAdminDates } from '../format';

export interface MessageItemProps {
  message: ContactMessageDto;
  opened: boolean;
  onToggle: () => void;
}

/** One message: sender, subject and date; opened, its text. */
export function MessageItem({ message, opened, onToggle }: MessageItemProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const bodyId = `message-${message.id}-body`;
  return (
    <Paper withBorder radius="md" data-testid="message" data-read={message.is_read}>
      <UnstyledButton
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={opened ? bodyId : undefined}
        p="md"
        w="100%"
        style={{ display: 'block' }}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={message.is_read ? 500 : 700} truncate>
              {message.subject}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {message.sender_name} &lt;{message.sender_email}&gt;
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="sm" c="dimmed">
              {dates.dateTime(message.created_at)}
            </Text>
            {message.is_read ? null : (
              <Badge color="red" size="sm">
                {t('messages.new')}
              </Badge>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
      {opened ? (
        <Text id={bodyId} px="md" pb="md" style={{ whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Text>
      ) : null}
    </Paper>
  );
}
