/**
 * Operator calls of the raffle (docs/promotions.md "Red envelope raffle"). The schemas are shared with the back
 * office's catalogue screens, which validate their forms with them (docs/back-office.md "Campaigns and catalogues").
 */
export {
  adminRaffleRuleSchema,
  adminRaffleRuleParamsSchema,
  adminRaffleRoundsQuerySchema,
  type AdminRaffleRuleInput,
} from '@site/shared/schemas/operator';
