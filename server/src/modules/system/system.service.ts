import {
  ERROR_CODES,
  FEATURE_FLAGS,
  registerRuleSchema,
  type FeatureFlag,
  type Language,
  type RegisterRule,
  type RegisterSettings,
  type SystemStatus,
  type Whitelabel,
  type WhitelabelModule,
  POPUP_REPEATS,
  type PopupRepeat,
} from '@site/shared/schemas';
import type { DbOrTrx as Db } from '../../db/with-transaction';
import { AppError } from '../../errors';
import {
  COUNTRY_CODES,
  DEFAULT_LANGUAGE,
  DROPDOWN_MENUS,
  SUPPORTED_LANGUAGES,
  type CountryCode,
  type DropdownItem,
} from './system.catalogue';
import {
  DEFAULT_FLAGS,
  DEFAULT_REGISTER_RULES,
  DEFAULT_SITE,
  DEFAULT_STATUS,
  MODULE_TREE,
  type SiteSettings,
  type StatusSetting,
} from './system.defaults';
import type { Location } from './location';
import { findSettings, findSettingsByPrefix, upsertSetting } from './system.repository';

/** Setting keys in `system_setting`. Flags are one row each so an admin write is a single upsert. */
export const SETTING_KEYS = {
  flag: (name: FeatureFlag) => `flag.${name}`,
  status: 'status',
  registerRules: 'registerRules',
  site: 'site',
  languages: 'languages',
  countryCodes: 'countryCodes',
  dropdown: (group: string) => `dropdown.${group}`,
  popupRepeat: 'content.popupRepeat',
} as const;

export async function getFlags(db: Db): Promise<Record<FeatureFlag, boolean>> {
  const stored = await findSettingsByPrefix(db, 'flag.');
  const flags = { ...DEFAULT_FLAGS };
  for (const name of FEATURE_FLAGS) {
    const v = stored.get(SETTING_KEYS.flag(name));
    if (typeof v === 'boolean') flags[name] = v;
  }
  return flags;
}

export async function isEnabled(db: Db, flag: FeatureFlag): Promise<boolean> {
  return (await getFlags(db))[flag];
}

export async function setFlag(db: Db, flag: FeatureFlag, value: boolean): Promise<void> {
  await upsertSetting(db, SETTING_KEYS.flag(flag), value);
}

async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const v = (await findSettings(db, [key])).get(key);
  return v === undefined ? fallback : (v as T);
}

export function getStatusSetting(db: Db): Promise<StatusSetting> {
  return getSetting(db, SETTING_KEYS.status, DEFAULT_STATUS);
}

export async function setStatus(db: Db, status: StatusSetting): Promise<void> {
  await upsertSetting(db, SETTING_KEYS.status, status);
}

/** A maintenance window whose end has passed is over: the site reopens without an operator. */
export function evaluateStatus(setting: StatusSetting, location: Location, now = new Date()): SystemStatus {
  const base = { ...location, maintenance: false, maintenanceEnd: null, regionRestriction: false };
  if (setting.mode === 'maintenance') {
    if (setting.until && Date.parse(setting.until) <= now.getTime()) return { status: 0, ...base };
    return { status: 1, ...base, maintenance: true, maintenanceEnd: setting.until };
  }
  if (setting.mode === 'blocked' && setting.countries.includes(location.country)) {
    return { status: 2, ...base, regionRestriction: true };
  }
  return { status: 0, ...base };
}

export async function getStatus(db: Db, location: Location): Promise<SystemStatus> {
  return evaluateStatus(await getStatusSetting(db), location);
}

export async function getRegisterRules(db: Db): Promise<Record<string, RegisterRule>> {
  const stored = await getSetting<Record<string, unknown>>(db, SETTING_KEYS.registerRules, {});
  const rules = { ...DEFAULT_REGISTER_RULES };
  for (const [field, value] of Object.entries(stored)) {
    const parsed = registerRuleSchema.safeParse(value);
    if (parsed.success) rules[field] = parsed.data;
  }
  return rules;
}

export async function getRegisterSettings(db: Db): Promise<RegisterSettings> {
  const [rules, flags] = await Promise.all([getRegisterRules(db), getFlags(db)]);
  return {
    rules,
    usernameRegistration: flags.usernameRegistration,
    mobileRegistration: flags.mobileRegistration,
    smsVerification: flags.registrationSmsVerification,
    nationalityOccupationIncome: flags.nationalityOccupationIncome,
    ageLimit: ageLimitOf(flags),
  };
}

/** docs/product.md "Limits": 18, or 21 in the local variant. */
export function ageLimitOf(flags: Record<FeatureFlag, boolean>): number {
  return flags.localVariant || flags.ageLimit21 ? 21 : 18;
}

export async function getSite(db: Db): Promise<SiteSettings> {
  return { ...DEFAULT_SITE, ...(await getSetting<Partial<SiteSettings>>(db, SETTING_KEYS.site, {})) };
}

/** When the announcement popup comes back (the back office's Notices screen); `session` until an operator chose. */
export async function getPopupRepeat(db: Db): Promise<PopupRepeat> {
  const stored = await getSetting<unknown>(db, SETTING_KEYS.popupRepeat, 'session');
  return POPUP_REPEATS.includes(stored as PopupRepeat) ? (stored as PopupRepeat) : 'session';
}

export async function setPopupRepeat(db: Db, repeat: PopupRepeat): Promise<void> {
  await upsertSetting(db, SETTING_KEYS.popupRepeat, repeat);
}

/** Replaces the customer-service and app-download links of the `site` setting; its other fields stay as stored. */
export async function setSiteLinks(
  db: Db,
  links: Pick<SiteSettings, 'customerService' | 'resources'>,
): Promise<void> {
  const stored = await getSetting<Partial<SiteSettings>>(db, SETTING_KEYS.site, {});
  await upsertSetting(db, SETTING_KEYS.site, { ...stored, ...links });
}

export async function getLanguages(db: Db): Promise<{ defaultLanguage: string; languages: Language[] }> {
  return getSetting(db, SETTING_KEYS.languages, {
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: SUPPORTED_LANGUAGES,
  });
}

export function getCountryCodes(db: Db): Promise<CountryCode[]> {
  return getSetting(db, SETTING_KEYS.countryCodes, COUNTRY_CODES);
}

export function getDropdown(db: Db, group: string): Promise<DropdownItem[]> {
  return getSetting(
    db,
    SETTING_KEYS.dropdown(group.toLowerCase()),
    DROPDOWN_MENUS[group.toLowerCase()] ?? [],
  );
}

function moduleTree(flags: Record<FeatureFlag, boolean>): WhitelabelModule[] {
  return MODULE_TREE.map(({ modId, children = [] }) => ({
    modId,
    enabled: flags[modId],
    childrenNodes: children.map((c) => ({ modId: c, enabled: flags[modId] && flags[c], childrenNodes: [] })),
  }));
}

export async function getWhitelabel(db: Db, location: Location): Promise<Whitelabel> {
  const [flags, site, status, languages, popupRepeat] = await Promise.all([
    getFlags(db),
    getSite(db),
    getStatus(db, location),
    getLanguages(db),
    getPopupRepeat(db),
  ]);
  return {
    merchantCode: site.merchantCode,
    currency: site.currency,
    modules: moduleTree(flags),
    flags,
    resources: site.resources,
    customerService: site.customerService,
    analyticsId: site.analyticsId,
    imageCDNs: site.imageCDNs,
    launchGameCDNs: site.launchGameCDNs,
    location: { ip: location.ip, country: location.country },
    status: status.status,
    maintenance: status.maintenance,
    maintenanceEnd: status.maintenanceEnd,
    regionRestriction: status.regionRestriction,
    defaultLanguage: languages.defaultLanguage,
    languages: languages.languages,
    ageLimit: ageLimitOf(flags),
    popupRepeat,
  };
}

/** Logins and registrations stop while the site is in maintenance or closed to the caller's region. */
export async function assertSiteOpen(db: Db, location: Location): Promise<void> {
  const status = await getStatus(db, location);
  if (status.status === 1) {
    throw new AppError(503, ERROR_CODES.SYSTEM_MAINTENANCE, 'System maintenance', {
      maintenanceEnd: status.maintenanceEnd,
    });
  }
  if (status.status === 2) {
    throw new AppError(403, ERROR_CODES.REGION_RESTRICTED, 'Access restricted in your region', {
      country: status.country,
    });
  }
}

export async function assertEnabled(db: Db, flag: FeatureFlag): Promise<void> {
  if (!(await isEnabled(db, flag))) {
    throw new AppError(403, ERROR_CODES.FUNCTION_NOT_ENABLED, 'Function not enabled', { feature: flag });
  }
}
