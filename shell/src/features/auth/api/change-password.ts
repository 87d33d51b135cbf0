import { apiPost } from '@site/shared';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (T). */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiPost<unknown>('/wps/member/password', input);
}
