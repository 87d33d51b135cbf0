import { FEATURE_FLAGS, type LoginResult, type MemberInfo, type Whitelabel } from '@site/shared/schemas';

export function loginResult(patch: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'tok-123',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    account: 'player1',
    customerId: 7,
    nickname: 'Player One',
    isAgent: 0,
    currency: 'USD',
    firstTimeLogin: false,
    passwordExpired: false,
    ...patch,
  };
}

export function memberInfo(patch: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'player1',
    nickname: 'Player One',
    type: 0,
    isAgent: 0,
    toUpline: false,
    upline: null,
    clubLabel: { labelName: 'Gold', color: '#ffd700', color2: '#000000', rankLevel: 3 },
    memberLabel: [{ labelName: 'VIP', color: '#ff0000', color2: '#ffffff' }],
    mobile: null,
    email: null,
    currency: 'USD',
    referralCode: 'REF1',
    avatarUrl: '',
    birthday: null,
    createdAt: '2024-01-01T00:00:00Z',
    lastLoginAt: null,
    ...patch,
  };
}

export function whitelabel(
  flags: Partial<Whitelabel['flags']> = {},
  patch: Partial<Whitelabel> = {},
): Whitelabel {
  return {
    merchantCode: 'M1',
    currency: 'USD',
    modules: [],
    flags: { ...Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])), ...flags } as Whitelabel['flags'],
    resources: [],
    customerService: [
      { csType: 'LIVE_CHAT', name: 'Live chat', path: 'https://chat.example/live' },
      { csType: 'VIP', name: 'VIP', path: 'https://chat.example/vip' },
    ],
    analyticsId: '',
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '1.2.3.4', country: 'PH' },
    status: 0,
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    defaultLanguage: 'en',
    languages: [],
    ageLimit: 18,
    ...patch,
  };
}
