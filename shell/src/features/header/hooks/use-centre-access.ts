import { emit, type OverlayRequest } from '@site/shared';

/**
 * Header entries open member/agent overlay pages through the bus, like any remote would; the
 * overlay host (federation/overlay-host.tsx) refuses visitors, trial accounts and non-agents (SPEC §6).
 */
export function useCentreAccess() {
  return { go: (request: OverlayRequest) => emit('overlay:open', request) };
}
