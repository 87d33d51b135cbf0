import { FEATURE_FLAGS } from '@site/shared/schemas';
import type { Db } from '../create-db';
import { insertSettingIfAbsent } from '../../modules/system/system.repository';
import {
  CAMPAIGN_SETTING_KEYS,
  DEFAULT_REBATE,
  DEFAULT_REFERRAL,
  DEFAULT_VIP,
} from '../../modules/campaign-settings/campaign-settings.defaults';
import { SETTING_KEYS } from '../../modules/system/system.service';
import {
  COUNTRY_CODES,
  DEFAULT_LANGUAGE,
  DROPDOWN_MENUS,
  SUPPORTED_LANGUAGES,
} from '../../modules/system/system.catalogue';
import {
  DEFAULT_FLAGS,
  DEFAULT_REGISTER_RULES,
  DEFAULT_SITE,
  DEFAULT_STATUS,
} from '../../modules/system/system.defaults';

/** Writes the trial-ready configuration once; values an operator has changed are kept. */
export async function seedSystem(db: Db): Promise<void> {
  for (const flag of FEATURE_FLAGS)
    await insertSettingIfAbsent(db, SETTING_KEYS.flag(flag), DEFAULT_FLAGS[flag]);
  await insertSettingIfAbsent(db, SETTING_KEYS.status, DEFAULT_STATUS);
  await insertSettingIfAbsent(db, SETTING_KEYS.registerRules, DEFAULT_REGISTER_RULES);
  await insertSettingIfAbsent(db, SETTING_KEYS.site, DEFAULT_SITE);
  await insertSettingIfAbsent(db, SETTING_KEYS.languages, {
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: SUPPORTED_LANGUAGES,
  });
  await insertSettingIfAbsent(db, SETTING_KEYS.countryCodes, COUNTRY_CODES);
  for (const [group, items] of Object.entries(DROPDOWN_MENUS))
    await insertSettingIfAbsent(db, SETTING_KEYS.dropdown(group), items);
  // The campaign tunables start as the code's numbers (docs/back-office.md "Campaign settings").
  await insertSettingIfAbsent(db, CAMPAIGN_SETTING_KEYS.rebate, DEFAULT_REBATE);
  await insertSettingIfAbsent(db, CAMPAIGN_SETTING_KEYS.referral, DEFAULT_REFERRAL);
  await insertSettingIfAbsent(db, CAMPAIGN_SETTING_KEYS.vip, DEFAULT_VIP);
}
