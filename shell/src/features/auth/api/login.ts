import { apiPost, ApiError } from '@site/shared';
import {
  loginFailureValueSchema,
  loginResultSchema,
  twoFactorChallengeSchema,
  type LoginRequest,
  type LoginResult,
  type TwoFactorChallenge,
} from '@site/shared/schemas';

/** Code the server answers when a login from a new IP needs the SMS second factor. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

export type LoginOutcome =
  | { kind: 'ok'; result: LoginResult }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge }
  | { kind: 'failed'; error: ApiError; captcha: boolean };

/**
 * POST /wps/session/login. Failures are returned as values because the UI branches on them
 * (captcha flag → show the captcha box; TWO_FACTOR_REQUIRED → 2FA step).
 */
export async function login(request: LoginRequest): Promise<LoginOutcome> {
  try {
    return {
      kind: 'ok',
      result: loginResultSchema.parse(await apiPost<unknown>('/wps/session/login', request)),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === TWO_FACTOR_REQUIRED) {
      const challenge = twoFactorChallengeSchema.safeParse(error.value);
      if (challenge.success) return { kind: 'two-factor', challenge: challenge.data };
    }
    const failure = loginFailureValueSchema.safeParse(error.value);
    return { kind: 'failed', error, captcha: failure.success && failure.data.captcha };
  }
}
