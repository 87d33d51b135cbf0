import type { Whitelabel } from '@site/shared/schemas';
import { VIP_SERVICE_MIN_RANK } from '../api/get-member-info';

export type ServiceLink = Whitelabel['customerService'][number];

/** docs/site-rules.md "Screens": the service popup is 440×750. */
export const SERVICE_POPUP_FEATURES = 'width=440,height=750,noopener=no';

/**
 * The link the customer-service button opens: VIP customer service when the player's rank level is above 4
 * and the operator configured one, otherwise live chat.
 */
export function pickServiceLink(
  links: readonly ServiceLink[],
  rankLevel: number | null,
): ServiceLink | undefined {
  const vip = links.find((l) => l.csType === 'VIP');
  const live = links.find((l) => l.csType === 'LIVE_CHAT');
  if (vip && rankLevel !== null && rankLevel >= VIP_SERVICE_MIN_RANK) return vip;
  return live ?? links[0];
}

/** Opens a service link in its own 440×750 window (chat widgets expect a small popup, not a tab). */
export function openServiceWindow(link: Pick<ServiceLink, 'path' | 'csType'>): void {
  window.open(link.path, `service_${link.csType}`, SERVICE_POPUP_FEATURES);
}
