import { emit, type OverlayRequest } from '@site/shared';

/**
 * Header entries open member/agent overlay pages through the bus, like any remote would; the
 * overlay host (federation/overlay-host.tsx) refuses visitors, trial accounts and non-agents (docs/site-rules.md "Access").
 */
export function useCentreAccess() {
  return { go: (request: OverlayRequest) => emit('overlay:open', request) };
}
