import { promotionSummarySchema, type PromotionSummary } from '@site/shared/schemas';

/** A promotion as the server answers it (parsed by the shared schema, so fixtures cannot drift). */
export function makePromotion(patch: Partial<PromotionSummary> = {}): PromotionSummary {
  return promotionSummarySchema.parse({
    id: 1,
    code: 'P1',
    category: 'deposit',
    kind: 'deposit_bonus',
    title: 'Welcome bonus',
    summary: 'Double your first deposit',
    imageColor: '#123456',
    startAt: '2026-01-01T00:00:00.000Z',
    endAt: null,
    state: 'join',
    ineligibleReason: null,
    percent: 100,
    capAmount: 5000,
    fixedAmount: null,
    wagerMultiplier: 10,
    ...patch,
  });
}
