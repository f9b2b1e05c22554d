import {
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Stack,
  Text,
  UNREAD_MESSAGES_KEY,
} from '@qrpanel/web';
import type { ContactMessageDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { BuildStamp } from '../BuildStamp';
import { MessageItem } from '../messages/MessageItem';
import { TEXTS } from '../texts';

/** /admin/messages: what users wrote through the contact form, newest first. */
export default function Messages() {
  const queryClient = useQueryClient();
  const messages = useQuery({ queryKey: ADMIN_KEYS.messages, queryFn: adminApi.messages, staleTime: 0 });
  const [openId, setOpenId] = useState<number | null>(null);

  const markRead = async (message: ContactMessageDto) => {
    try {
      const read = await adminApi.markRead(message.id);
      queryClient.setQueryData<ContactMessageDto[]>(ADMIN_KEYS.messages, (list) =>
        list?.map((m) => (m.id === read.id ? read : m)),
      );
      await queryClient.invalidateQueries({ queryKey: UNREAD_MESSAGES_KEY });
    } catch (error) {
      // Reading works without it; the message stays marked new and is marked on the next open.
      console.error('Could not mark the message as read.', error);
    }
  };

  const toggle = (message: ContactMessageDto) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.is_read) void markRead(message);
  };

  const list = messages.data ?? [];
  return (
    <>
      <PageTitle title="Messages" subtitle="Messages users sent through the contact form." />
      {messages.isPending ? (
        <LoadingState text={TEXTS.loadingMessages} />
      ) : messages.isError ? (
        <ErrorState
          message={errorMessage(messages.error, TEXTS.messagesLoadFailed)}
          onRetry={() => void messages.refetch()}
        />
      ) : list.length === 0 ? (
        <Text c="dimmed">{TEXTS.noMessages}</Text>
      ) : (
        <Stack gap="sm">
          {list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              opened={openId === message.id}
              onToggle={() => toggle(message)}
            />
          ))}
        </Stack>
      )}
      <BuildStamp />
    </>
  );
}
