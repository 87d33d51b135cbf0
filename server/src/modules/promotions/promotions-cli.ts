import { adminApplicationsQuerySchema, adminPromotionSchema } from '@site/shared/schemas';
import type { Config } from '../../config';
import { runCatalogueCli, type CatalogueDomain } from './catalogue-cli';
import {
  applications,
  createPromotion,
  decide,
  listForOperator,
  replacePromotion,
} from './promotions-admin.service';

/** `pnpm admin promotions ...`: create and schedule promotions, and decide the members' applications. */
export const promotionsDomain: CatalogueDomain<ReturnType<typeof adminPromotionSchema.parse>> = {
  word: 'promotions',
  path: '/wps/admin/promotions',
  editMethod: 'PUT',
  schema: adminPromotionSchema,
  fields: Object.keys(adminPromotionSchema.shape),
  list: listForOperator,
  create: createPromotion,
  edit: (db, id, input) => replacePromotion(db, id, adminPromotionSchema.parse(input)),
  queue: {
    word: 'applications',
    path: '/wps/admin/promotions/applications',
    statuses: adminApplicationsQuerySchema.shape.status.unwrap().options,
    list: applications,
    decide: (db, id, decision, remark) => decide(db, id, decision, remark, new Date()),
  },
};

export const runPromotionsCli = (args: string[], config: Config) =>
  runCatalogueCli(promotionsDomain, args, config);
