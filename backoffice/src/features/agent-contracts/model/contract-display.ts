import type { BadgeTone } from '@site/shared';
import type { AdminContract } from '@site/shared/schemas/operator';

export const STATE_TONE: Record<AdminContract['state'], BadgeTone> = {
  offered: 'info',
  accepted: 'success',
  rejected: 'neutral',
  terminated: 'danger',
  expired: 'neutral',
};

/** A rate in basis points as a percentage. */
export const percent = (rateBp: number) => `${(rateBp / 100).toFixed(2)} %`;

/** The best rate a contract pays (its top tier). */
export const topRate = (c: AdminContract) => percent(c.tiers.at(-1)?.rateBp ?? 0);

/** A threshold in minor units, in major units with two decimals. */
export const major = (minor: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

/** `agent:x`, `staff:x`, `automation:x` → the kind of actor and its name; `backfill` alone. */
export function splitActor(actor: string): { who: string; name: string } {
  const at = actor.indexOf(':');
  return at < 0 ? { who: actor, name: '' } : { who: actor.slice(0, at), name: actor.slice(at + 1) };
}
