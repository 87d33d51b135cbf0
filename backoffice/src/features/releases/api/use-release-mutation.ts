import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseKeys } from './release-keys';

/** A pointer move: afterwards the status and every history are stale. */
export function useReleaseMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void client.invalidateQueries({ queryKey: releaseKeys.all() }),
  });
}
