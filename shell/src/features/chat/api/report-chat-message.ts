import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { chatOkSchema } from '@site/shared/schemas';

/** POST /wps/chat/messages/:id/report: staff see it on the reports list. */
export const reportChatMessage = ({
  id,
  reason,
}: {
  id: number;
  reason: 'spam' | 'abuse' | 'scam' | 'other';
}) => fetchParsed(chatOkSchema, { method: 'POST', url: `/wps/chat/messages/${id}/report`, data: { reason } });

export const useReportChatMessage = () => useMutation({ mutationFn: reportChatMessage });
