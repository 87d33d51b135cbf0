/**
 * The staff answers the back office parses: the shared schemas of the staff contract (shared/src/schemas/operator/staff.ts,
 * docs/back-office.md "Staff API"), under the names the app's code uses.
 */
export {
  staffSchema,
  staffLoginResultSchema as loginStepSchema,
  staffEnrolmentSchema as enrolInfoSchema,
  staffEnrolResultSchema as enrolResultSchema,
} from '@site/shared/schemas/operator';
export type { Staff } from '@site/shared/schemas/operator';
