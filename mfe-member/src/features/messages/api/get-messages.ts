import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { memberMessagePageSchema, type MemberMessage } from '@site/shared/schemas';

export type { MemberMessage };

export const messageKeys = {
  list: () => queryKeys.user('member', 'messages'),
  unread: () => queryKeys.user('member', 'messages-unread'),
};

export const messagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.list(),
    queryFn: () =>
      fetchParsed(memberMessagePageSchema, {
        method: 'GET',
        url: '/wps/v2/messages',
        params: { pageSize: 50 },
      }),
  });
