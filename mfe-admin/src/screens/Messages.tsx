import {
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Stack,
  Text,
  TextInput,
  UNREAD_MESSAGES_KEY,
} from '@qrpanel/web';
import { IconSearch } from '@tabler/icons-react';
import type { ContactMessageDto } from '@qrpanel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { BuildStamp } from '../BuildStamp';
import { useServerList } from '../lists/use-server-list';
import { UserPages } from '../users/UserPages';
import { MessageItem } from '../messages/MessageItem';
import { TEXTS } from '../texts';

const MESSAGES_PAGE_SIZE = 20;

/** /admin/messages: what users wrote through the contact form, newest first, a page at a time, searchable. */
export default function Messages() {
  const queryClient = useQueryClient();
  const list = useServerList('messages', ADMIN_KEYS.messages, adminApi.messagesPage, MESSAGES_PAGE_SIZE);
  const messages = list.rows;
  const [openId, setOpenId] = useState<number | null>(null);

  const markRead = async (message: ContactMessageDto) => {
    try {
      await adminApi.markRead(message.id);
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.messages });
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

  const shown = list.items;
  return (
    <>
      <PageTitle title="Messages" subtitle="Messages users sent through the contact form." />
      <TextInput
        mb="md"
        maw={360}
        aria-label="Search messages"
        placeholder="Search by subject, name or email..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
      />
      {messages.isPending ? (
        <LoadingState text={TEXTS.loadingMessages} />
      ) : messages.isError ? (
        <ErrorState
          message={errorMessage(messages.error, TEXTS.messagesLoadFailed)}
          onRetry={() => void messages.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{TEXTS.noMessages}</Text>
      ) : (
        <Stack gap="sm">
          {shown.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              opened={openId === message.id}
              onToggle={() => toggle(message)}
            />
          ))}
        </Stack>
      )}
      <UserPages pages={list.pages} page={list.page} onChange={list.setPage} />
      <BuildStamp />
    </>
  );
}
