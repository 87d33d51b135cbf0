/**
 * Operator calls of missions (docs/promotions.md "Missions and leaderboard"). The schemas are shared with the back
 * office's catalogue screens, which validate their forms with them (docs/back-office.md "Campaigns and catalogues").
 */
export {
  adminMissionSchema,
  adminMissionParamsSchema,
  type AdminMissionInput,
} from '@site/shared/schemas/operator';
