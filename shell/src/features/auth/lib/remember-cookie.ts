/**
 * "Remember me" (docs/site-rules.md "Input rules": last login details in cookies for 1 day). Decision (docs/decisions.md): the password is
 * NEVER written to a cookie or storage — cookies are readable by any script on the origin and travel with every
 * request. We remember the username and the SMS login details; the password field carries
 * `autocomplete="current-password"` so the browser's password manager (encrypted, per user) offers it.
 */
export const REMEMBER_COOKIE = 'remember_login';
export const REMEMBER_MAX_AGE_S = 24 * 60 * 60;

export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

export function readRememberedLogin(): RememberedLogin | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${REMEMBER_COOKIE}=`));
  if (!entry) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(entry.slice(REMEMBER_COOKIE.length + 1))) as RememberedLogin;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function saveRememberedLogin(data: RememberedLogin): void {
  const safe: RememberedLogin = {
    username: data.username,
    mobileNum: data.mobileNum,
    countryDialingCode: data.countryDialingCode,
  };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${REMEMBER_COOKIE}=${encodeURIComponent(JSON.stringify(safe))}; Max-Age=${REMEMBER_MAX_AGE_S}; Path=/; SameSite=Strict${secure}`;
}

export function forgetRememberedLogin(): void {
  document.cookie = `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
