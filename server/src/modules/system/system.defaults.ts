import type { FeatureFlag, RegisterRule } from '@site/shared/schemas';

/**
 * Values the site runs with until an operator changes them (the seed writes them into
 * `system_setting` so they can be edited there; a missing key falls back to these).
 */
export const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = {
  mobileRegistration: true,
  registrationSmsVerification: false,
  usernameRegistration: true,
  freePlay: true,
  forcePasswordChangeOnExpiry: true,
  smsLogin: true,
  passwordRecoveryEmail: true,
  passwordRecoveryVerification: true,
  referral: true,
  socialLogin: false,
  socialLoginGoogle: false,
  socialLoginFacebook: false,
  loginRequiredForHome: false,
  localVariant: false,
  ageLimit21: false,
  gamingVenue: false,
  disclaimer: false,
  publicityPopup: true,
  twoFactorNewIp: true,
  nationalityOccupationIncome: false,
};

/** Which flags nest under which module in the whitelabel tree (docs/product.md "Records the site keeps" modId/enabled/childrenNodes). */
export const MODULE_TREE: ReadonlyArray<{ modId: FeatureFlag; children?: FeatureFlag[] }> = [
  { modId: 'usernameRegistration' },
  { modId: 'mobileRegistration', children: ['registrationSmsVerification'] },
  { modId: 'freePlay' },
  { modId: 'forcePasswordChangeOnExpiry' },
  { modId: 'smsLogin', children: ['twoFactorNewIp'] },
  { modId: 'passwordRecoveryEmail' },
  { modId: 'passwordRecoveryVerification' },
  { modId: 'referral' },
  { modId: 'socialLogin', children: ['socialLoginGoogle', 'socialLoginFacebook'] },
  { modId: 'loginRequiredForHome' },
  {
    modId: 'localVariant',
    children: ['ageLimit21', 'gamingVenue', 'disclaimer', 'nationalityOccupationIncome'],
  },
  { modId: 'publicityPopup' },
];

const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  required: boolean,
  enabled = true,
): RegisterRule => ({
  enabled,
  required,
  acceptedPattern: '*',
  patternId,
  minLength,
  maxLength,
});

/** Register rules per field (docs/product.md "Input rules"); keys are RULED_REGISTER_FIELDS. */
export const DEFAULT_REGISTER_RULES: Record<string, RegisterRule> = {
  username: rule(1, 4, 16, true),
  // DOMAIN: length, not composition (ASVS); an operator may pick a stricter pattern id.
  password: rule(0, 8, 64, true),
  payeeName: rule(12, 2, 50, false),
  nickname: rule(0, 1, 30, false),
  email: rule(3, 5, 100, false),
  mobileNum: rule(6, 7, 15, false),
  qqNum: rule(6, 5, 15, false, false),
  address: rule(0, 1, 200, false, false),
  line: rule(9, 1, 50, false),
  whatsapp: rule(6, 7, 15, false),
  zalo: rule(6, 7, 15, false, false),
  facebook: rule(9, 1, 100, false),
  wechat: rule(9, 1, 50, false, false),
  telegram: rule(9, 1, 50, false),
  idNumber: rule(14, 4, 30, false, false),
  paymentPassword: rule(6, 6, 6, false, false),
  // docs/product.md "Input rules": no format, 0–255.
  verificationCode: rule(0, 0, 255, false),
};

export interface SiteSettings {
  merchantCode: string;
  currency: string;
  analyticsId: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  resources: Array<{ key: string; url: string; qrCodeUrl: string; labelNameEn: string }>;
  customerService: Array<{ csType: 'LIVE_CHAT' | 'VIP'; name: string; path: string }>;
  domainRoutes: Array<{ type: 'service' | 'resources' | 'speedTest'; url: string }>;
}

/** Same-origin everything: the project serves every asset itself (no internet). */
export const DEFAULT_SITE: SiteSettings = {
  merchantCode: 'SITE01',
  currency: 'PHP',
  analyticsId: 'G-LOCALDEMO',
  imageCDNs: ['/wps/assets'],
  launchGameCDNs: ['/'],
  resources: [
    { key: 'android', url: '/down#android', qrCodeUrl: '/down#android', labelNameEn: 'Android' },
    { key: 'ios', url: '/down#ios', qrCodeUrl: '/down#ios', labelNameEn: 'iOS' },
  ],
  customerService: [
    { csType: 'LIVE_CHAT', name: 'Live chat', path: '/helpmc#live-chat' },
    { csType: 'VIP', name: 'VIP service', path: '/helpmc#vip-service' },
  ],
  domainRoutes: [
    { type: 'service', url: '/' },
    { type: 'resources', url: '/wps/assets' },
    { type: 'speedTest', url: '/wps/system/status' },
  ],
};

/** Normal unless an operator says otherwise (admin CLI / endpoint). */
export type StatusSetting =
  | { mode: 'normal' }
  | { mode: 'maintenance'; until: string | null }
  | { mode: 'blocked'; countries: string[] };
export const DEFAULT_STATUS: StatusSetting = { mode: 'normal' };

/** Weak default passwords (docs/product.md "Limits" "weak default password"): a login with one must change it. */
export const WEAK_DEFAULT_PASSWORDS = new Set([
  '123456',
  '12345678',
  'Aa123456',
  'a123456',
  'password',
  'Password1',
]);
/** Passwords older than this count as expired when forcePasswordChangeOnExpiry is on. */
export const PASSWORD_MAX_AGE_DAYS = 90;
