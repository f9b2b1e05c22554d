import '../i18n';
import {
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Stack,
  Text,
  TextInput,
  UNREAD_MESSAGES_KEY,
  useTranslation,
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

const MESSAGES_PAGE_SIZE = 20;

/** /admin/messages: what users wrote through the contact form, newest first, a page at a time, searchable. */
export default function Messages() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
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
      <PageTitle title={t('messages.title')} subtitle={t('messages.subtitle')} />
      <TextInput
        mb="md"
        maw={360}
        aria-label={t('messages.searchLabel')}
        placeholder={t('messages.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(e) => list.setSearch(e.currentTarget.value)}
      />
      {messages.isPending ? (
        <LoadingState text={t('messages.loading')} />
      ) : messages.isError ? (
        <ErrorState
          message={errorMessage(messages.error, t('messages.loadFailed'))}
          onRetry={() => void messages.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('messages.empty')}</Text>
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
