import { apiGet } from '@site/shared';
import { memberInfoSchema, type MemberInfo } from '@site/shared/schemas';

/** GET /wps/member/info (T). */
export async function getMemberInfo(): Promise<MemberInfo> {
  return memberInfoSchema.parse(await apiGet<unknown>('/wps/member/info'));
}
