import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { messageKeys } from './get-messages';

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: () =>
      fetchParsed(z.object({ CSP_unreadCount: z.number().int() }), {
        method: 'GET',
        url: '/wps/v2/messages/unread-count',
      }),
  });
