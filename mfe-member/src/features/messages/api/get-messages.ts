import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, queryKeys } from '@site/shared';

export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()).nullable(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export type MemberMessage = z.infer<typeof memberMessageSchema>;

export const messageKeys = {
  list: () => queryKeys.user('member', 'messages'),
  unread: () => queryKeys.user('member', 'messages-unread'),
};

export const messagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.list(),
    queryFn: () =>
      fetchParsed(z.object({ items: z.array(memberMessageSchema) }), {
        method: 'GET',
        url: '/wps/v2/messages',
        params: { pageSize: 50 },
      }),
  });
