import { z } from 'zod';
import { fetchParsed } from '@site/shared';

export const markMessages = (action: 'read' | 'delete', ids: number[]) =>
  fetchParsed(z.object({ changed: z.number().int() }), {
    method: 'POST',
    url: `/wps/v2/messages/${action}`,
    data: { ids },
  });
