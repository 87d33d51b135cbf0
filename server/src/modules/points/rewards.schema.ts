/**
 * Operator calls of the points mall catalogue (docs/promotions.md "Points mall"). The schemas are shared with the
 * back office's catalogue screens, which validate their forms with them (docs/back-office.md "Campaigns and
 * catalogues").
 */
export {
  adminRewardSchema,
  adminRewardPatchSchema,
  adminRewardParamsSchema,
  type AdminRewardInput,
  type AdminRewardPatch,
} from '@site/shared/schemas/operator';
