/**
 * Static lists (docs/site-rules.md "Data"). Source of income: 1 Employed, 2 Self employed. Nature of work: keys 3–21; the submitted
 * occupation value is the list index plus 3. Labels are i18n keys in the `register` namespace.
 */
export const SOURCES_OF_INCOME = [
  { value: 1, key: 'income_employed' },
  { value: 2, key: 'income_self_employed' },
] as const;

const OCCUPATION_KEYS = [
  'occ_agriculture',
  'occ_construction',
  'occ_education',
  'occ_finance',
  'occ_government',
  'occ_healthcare',
  'occ_hospitality',
  'occ_it',
  'occ_legal',
  'occ_manufacturing',
  'occ_media',
  'occ_military',
  'occ_real_estate',
  'occ_retail',
  'occ_transport',
  'occ_student',
  'occ_retired',
  'occ_homemaker',
  'occ_other',
] as const;

export const OCCUPATIONS = OCCUPATION_KEYS.map((key, index) => ({ value: index + 3, key }));
