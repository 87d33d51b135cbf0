import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField, Select, TextField } from '@site/shared';
import { LANGUAGES } from '@site/shared/i18n/languages';
import { fieldError } from '../../../lib/model/schema-resolver';
import type { PromotionBody } from '../api/save-promotion';
import type { PromotionFormValues } from './promotion-form';

type Form = UseFormReturn<PromotionFormValues, unknown, PromotionBody>;

/** The original texts are the fallback; these are the site's other offered languages. */
const OFFERED = LANGUAGES.filter((l) => l.code !== 'en');
const nameOf = (code: string) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

/**
 * A promotion's title, summary and body in the site's other languages (docs/i18n.md "Operator content"), and which
 * offered languages still have none: those show the original texts.
 */
export function PromotionTranslations({ form }: { form: Form }) {
  const { t } = useTranslation('bo');
  const { register, setValue, getValues, control, formState } = form;
  const translations = useWatch({ control, name: 'translations' }) ?? {};
  const codes = Object.keys(translations);
  const missing = OFFERED.filter((l) => !translations[l.code]?.title?.trim());
  const free = OFFERED.filter((l) => !(l.code in translations));
  const [adding, setAdding] = useState('');
  const chosen = free.some((l) => l.code === adding) ? adding : (free[0]?.code ?? '');
  const err = (name: string) => fieldError(formState.errors, name);
  const remove = (code: string) => {
    const rest = { ...getValues('translations') };
    delete rest[code];
    setValue('translations', rest, { shouldDirty: true });
  };
  return (
    <fieldset className="bo-promo-languages">
      <legend>{t('campaigns.promotions.sections.languages')}</legend>
      <p className="bo-muted">
        {missing.length === 0
          ? t('campaigns.promotions.languages.allDone')
          : t('campaigns.promotions.languages.missing', {
              count: missing.length,
              list: missing.map((l) => l.nativeName).join(', '),
            })}
      </p>
      {codes.map((code) => (
        <div key={code} className="bo-promo-language" lang={code}>
          <div className="bo-promo-language__head">
            <strong>{nameOf(code)}</strong>
            <Button
              variant="secondary"
              onClick={() => remove(code)}
              aria-label={t('campaigns.promotions.languages.remove', { language: nameOf(code) })}
            >
              {t('campaigns.promotions.languages.removeShort')}
            </Button>
          </div>
          <TextField
            label={t('campaigns.promotions.languages.titleIn', { language: nameOf(code) })}
            error={err(`translations.${code}.title`)}
            {...register(`translations.${code}.title`)}
          />
          <FormField
            label={t('campaigns.promotions.languages.summaryIn', { language: nameOf(code) })}
            error={err(`translations.${code}.summary`)}
          >
            {(p) => <textarea {...p} rows={2} {...register(`translations.${code}.summary`)} />}
          </FormField>
          <FormField
            label={t('campaigns.promotions.languages.contentIn', { language: nameOf(code) })}
            hint={t('campaigns.promotions.contentHint')}
            error={err(`translations.${code}.content`)}
          >
            {(p) => (
              <textarea {...p} rows={5} className="bo-code" {...register(`translations.${code}.content`)} />
            )}
          </FormField>
        </div>
      ))}
      {free.length > 0 ? (
        <div className="bo-promo-language__add">
          <Select
            label={t('campaigns.promotions.languages.language')}
            value={chosen}
            options={free.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.code})` }))}
            onChange={(event) => setAdding(event.target.value)}
          />
          <Button
            variant="secondary"
            onClick={() =>
              setValue(
                `translations.${chosen}`,
                { title: '', summary: '', content: '' },
                { shouldDirty: true },
              )
            }
          >
            {t('campaigns.promotions.languages.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
