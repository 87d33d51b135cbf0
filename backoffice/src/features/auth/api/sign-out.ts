import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@site/shared';

/** Ends this session, or every session of the staff member (`everywhere`). Clears every cached desk either way. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      apiPost<unknown>(everywhere ? '/wps/staff/logout-all' : '/wps/staff/logout'),
    onSettled: () => client.clear(),
  });
}
