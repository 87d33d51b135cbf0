import type { Config } from '../../config';
import { runCatalogueCli, type CatalogueDomain } from '../promotions/catalogue-cli';
import { createRule, listRulesForOperator, replaceRule } from './raffle-admin.service';
import { adminRaffleRuleSchema, type AdminRaffleRuleInput } from './raffle.schema';

/** `pnpm admin raffle ...`: the red envelope rules (tickets per bets or deposit, prize table, window). */
export const raffleDomain: CatalogueDomain<AdminRaffleRuleInput> = {
  word: 'raffle',
  path: '/wps/admin/raffle/rules',
  editMethod: 'PUT',
  schema: adminRaffleRuleSchema,
  fields: Object.keys(adminRaffleRuleSchema.shape),
  list: listRulesForOperator,
  create: createRule,
  edit: (db, id, input) => replaceRule(db, id, adminRaffleRuleSchema.parse(input)),
};

export const runRaffleCli = (args: string[], config: Config) => runCatalogueCli(raffleDomain, args, config);
