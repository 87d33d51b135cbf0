import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contractSchema, type ContractOffer } from '@site/shared/schemas';
import { agentKeys } from '../../../lib/api/agent-keys';

/**
 * `POST /wps/agent/contracts`: offer a contract to a direct downline. The endpoint takes no client key; the
 * server keeps one open offer per (member, kind), so a repeated submit is refused (`CONTRACT_ALREADY_OFFERED`)
 * instead of offering twice, and the busy button stops the double click.
 */
export const offerContract = (offer: ContractOffer) =>
  fetchParsed(contractSchema, { method: 'POST', url: '/wps/agent/contracts', data: offer });

/** Contracts, downline rows (top rates) and open requests all change: refresh every agent query. */
export function useOfferContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
