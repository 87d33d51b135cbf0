import { POINT_REDEMPTION_STATES } from '@site/shared/schemas';
import type { Config } from '../../config';
import { runCatalogueCli, type CatalogueDomain } from '../promotions/catalogue-cli';
import { decideRedemptionAsOperator, redemptionsForOperator } from './rewards-admin.service';
import { createReward, editReward, listRewardsForOperator } from './rewards-catalogue-admin.service';
import { adminRewardPatchSchema, adminRewardSchema, type AdminRewardInput } from './rewards.schema';

/** `pnpm admin rewards ...`: the points mall catalogue, and the redemptions waiting for a decision. */
export const rewardsDomain: CatalogueDomain<AdminRewardInput> = {
  word: 'rewards',
  path: '/wps/admin/points/rewards',
  editMethod: 'PATCH',
  schema: adminRewardSchema,
  fields: Object.keys(adminRewardSchema.shape),
  // `--name "Ten pesos"` is the English name; other languages go in `--names '{"de":"…"}'` or the file.
  alias: (flag, value) => (flag === 'name' ? { names: { en: String(value) } } : undefined),
  list: listRewardsForOperator,
  create: createReward,
  edit: (db, id, change) => editReward(db, id, adminRewardPatchSchema.parse(change)),
  queue: {
    word: 'redemptions',
    path: '/wps/admin/points/redemptions',
    statuses: POINT_REDEMPTION_STATES,
    list: redemptionsForOperator,
    decide: (db, id, decision, remark) => decideRedemptionAsOperator(db, id, decision, remark, new Date()),
  },
};

export const runRewardsCli = (args: string[], config: Config) => runCatalogueCli(rewardsDomain, args, config);
