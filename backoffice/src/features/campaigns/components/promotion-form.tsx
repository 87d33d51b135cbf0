import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField, Select, TextField } from '@site/shared';
import { PROMOTION_KINDS, adminPromotionSchema } from '@site/shared/schemas';
import { errorText } from '../../../lib/model/error-text';
import { fieldError, numberOrUndefined, schemaResolver } from '../../../lib/model/schema-resolver';
import type { OperatorPromotion } from '../api/get-promotions';
import { usePromotionCategories } from '../api/get-promotions';
import { useSavePromotion, type PromotionBody } from '../api/save-promotion';
import {
  endFromLocalInput,
  fromLocalInput,
  inputFromMinor,
  minorFromInput,
  toLocalInput,
} from '../model/schedule';
import { PromotionPreview } from './promotion-preview';
import { PromotionTranslations } from './promotion-translations';
import './campaigns.css';

type Kind = (typeof PROMOTION_KINDS)[number];

/** The form's values: as typed (strings), money in the currency's major unit; `toBody` makes the call's body. */
export interface PromotionFormValues {
  code: string;
  category: string;
  kind: Kind;
  title: string;
  summary: string;
  content: string;
  imageColor: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
  sort: string;
  /** Other languages' texts by language code (the original above is the fallback). */
  translations: Record<string, { title: string; summary: string; content: string }>;
  rules: {
    depositKind: string;
    percent: string;
    capMinor: string;
    minDepositMinor: string;
    minLossMinor: string;
    fixedMinor: string;
    wagerMultiplier: string;
    wagerBase: string;
    expiryDays: string;
    newPlayerDays: string;
    minVipLevel: string;
    depositInPeriod: { days: string; minMinor: string };
  };
}

/** Which bonus fields each kind takes (docs/promotions.md "Promotions"); the others are not sent. */
const KIND_FIELDS: Record<Kind, readonly string[]> = {
  deposit_bonus: ['depositKind', 'percent', 'capMinor', 'minDepositMinor'],
  fixed_bonus: ['fixedMinor'],
  daily_signin: ['fixedMinor'],
  cashback: ['percent', 'capMinor', 'minLossMinor', 'fixedMinor'],
};
const MONEY_RULES = new Set(['capMinor', 'minDepositMinor', 'minLossMinor', 'fixedMinor']);

export function promotionToBody(v: PromotionFormValues): unknown {
  const r = v.rules;
  const rules: Record<string, unknown> = {};
  for (const field of KIND_FIELDS[v.kind] ?? []) {
    const raw = r[field as keyof typeof r] as string;
    const value =
      field === 'depositKind'
        ? raw || undefined
        : MONEY_RULES.has(field)
          ? minorFromInput(raw)
          : numberOrUndefined(raw);
    if (value !== undefined) rules[field] = value;
  }
  rules.wagerMultiplier = numberOrUndefined(r.wagerMultiplier) ?? 0;
  rules.wagerBase = r.wagerBase || 'bonus';
  rules.expiryDays = numberOrUndefined(r.expiryDays) ?? 7;
  const newPlayerDays = numberOrUndefined(r.newPlayerDays);
  if (newPlayerDays !== undefined) rules.newPlayerDays = newPlayerDays;
  const minVipLevel = numberOrUndefined(r.minVipLevel);
  if (minVipLevel !== undefined) rules.minVipLevel = minVipLevel;
  if (r.depositInPeriod.days.trim() || r.depositInPeriod.minMinor.trim()) {
    rules.depositInPeriod = {
      days: numberOrUndefined(r.depositInPeriod.days),
      minMinor: minorFromInput(r.depositInPeriod.minMinor),
    };
  }
  return {
    code: v.code.trim(),
    category: v.category,
    kind: v.kind,
    title: v.title,
    summary: v.summary,
    content: v.content,
    imageColor: v.imageColor,
    rules,
    startAt: fromLocalInput(v.startAt),
    endAt: endFromLocalInput(v.endAt),
    enabled: v.enabled,
    sort: numberOrUndefined(v.sort) ?? 0,
    translations: v.translations ?? {},
  };
}

export function promotionToForm(p?: OperatorPromotion): PromotionFormValues {
  const rules = (p?.rules ?? {}) as Record<string, unknown>;
  const text = (key: string) => (rules[key] === undefined ? '' : String(rules[key]));
  const period = rules.depositInPeriod as { days?: number; minMinor?: number } | undefined;
  return {
    code: p?.code ?? '',
    category: p?.category ?? '',
    kind: (p?.kind as Kind | undefined) ?? 'fixed_bonus',
    title: p?.title ?? '',
    summary: p?.summary ?? '',
    content: p?.content ?? '',
    imageColor: p?.imageColor ?? '#2a5298',
    startAt: toLocalInput(p?.startAt ?? new Date().toISOString()),
    endAt: toLocalInput(p?.endAt),
    enabled: p?.enabled ?? true,
    sort: String(p?.sort ?? 0),
    translations: Object.fromEntries(
      Object.entries(p?.translations ?? {}).map(([language, texts]) => [language, { ...texts }]),
    ),
    rules: {
      depositKind: text('depositKind'),
      percent: text('percent'),
      capMinor: inputFromMinor(rules.capMinor),
      minDepositMinor: inputFromMinor(rules.minDepositMinor),
      minLossMinor: inputFromMinor(rules.minLossMinor),
      fixedMinor: inputFromMinor(rules.fixedMinor),
      wagerMultiplier: text('wagerMultiplier') || '0',
      wagerBase: text('wagerBase') || 'bonus',
      expiryDays: text('expiryDays') || '7',
      newPlayerDays: text('newPlayerDays'),
      minVipLevel: text('minVipLevel'),
      depositInPeriod: {
        days: period?.days === undefined ? '' : String(period.days),
        minMinor: inputFromMinor(period?.minMinor),
      },
    },
  };
}

/**
 * Create or edit one promotion, with the player's view of it beside the form (docs/back-office.md "Campaigns and
 * catalogues"). Validated with `adminPromotionSchema`, the schema the server checks the call with.
 */
export function PromotionForm({
  promotion,
  onSaved,
}: {
  promotion?: OperatorPromotion;
  onSaved: (saved: OperatorPromotion) => void;
}) {
  const { t } = useTranslation('bo');
  const categories = usePromotionCategories();
  const save = useSavePromotion();
  const resolver = useMemo(() => schemaResolver(adminPromotionSchema, promotionToBody, t), [t]);
  const form = useForm<PromotionFormValues, unknown, PromotionBody>({
    resolver,
    defaultValues: promotionToForm(promotion),
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as PromotionFormValues;
  const kind = values.kind ?? 'fixed_bonus';
  const shows = (field: string) => KIND_FIELDS[kind]?.includes(field);
  const err = (name: string) => fieldError(errors, name);
  const money = (name: 'capMinor' | 'minDepositMinor' | 'minLossMinor' | 'fixedMinor') =>
    shows(name) ? (
      <TextField
        label={t(`campaigns.promotions.rules.${name}`)}
        inputMode="decimal"
        error={err(`rules.${name}`)}
        {...register(`rules.${name}`)}
      />
    ) : null;

  return (
    <div className="bo-campaign-editor">
      <form
        className="bo-form bo-campaign-form"
        noValidate
        onSubmit={handleSubmit((body) =>
          save.mutate({ id: promotion?.id, body }, { onSuccess: (saved) => onSaved(saved) }),
        )}
      >
        <fieldset>
          <legend>{t('campaigns.promotions.sections.identity')}</legend>
          <TextField
            label={t('campaigns.fields.code')}
            error={err('code')}
            autoCapitalize="characters"
            {...register('code')}
          />
          <Select
            label={t('campaigns.promotions.category')}
            placeholder={categories.isPending ? t('campaigns.loading') : t('campaigns.choose')}
            options={(categories.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            error={err('category')}
            {...register('category')}
          />
          <Select
            label={t('campaigns.promotions.kind')}
            options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`campaigns.promotions.kinds.${k}`) }))}
            error={err('kind')}
            {...register('kind')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('campaigns.promotions.sections.texts')}</legend>
          <p className="bo-muted">{t('campaigns.promotions.oneLanguage')}</p>
          <TextField label={t('campaigns.fields.title')} error={err('title')} {...register('title')} />
          <FormField label={t('campaigns.promotions.summary')} error={errors.summary}>
            {(p) => <textarea {...p} rows={2} {...register('summary')} />}
          </FormField>
          <FormField
            label={t('campaigns.promotions.content')}
            hint={t('campaigns.promotions.contentHint')}
            error={errors.content}
          >
            {(p) => <textarea {...p} rows={8} className="bo-code" {...register('content')} />}
          </FormField>
          <FormField label={t('campaigns.promotions.imageColor')} error={errors.imageColor}>
            {(p) => <input {...p} type="color" className="bo-color" {...register('imageColor')} />}
          </FormField>
        </fieldset>
        <PromotionTranslations form={form} />
        <fieldset>
          <legend>{t('campaigns.sections.schedule')}</legend>
          <TextField
            label={t('campaigns.fields.startAt')}
            type="datetime-local"
            error={err('startAt')}
            {...register('startAt')}
          />
          <TextField
            label={t('campaigns.fields.endAt')}
            type="datetime-local"
            error={err('endAt')}
            {...register('endAt')}
          />
          <TextField
            label={t('campaigns.fields.sort')}
            inputMode="numeric"
            error={err('sort')}
            {...register('sort')}
          />
          <label className="bo-check">
            <input type="checkbox" {...register('enabled')} /> {t('campaigns.fields.enabled')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('campaigns.promotions.sections.bonus')}</legend>
          {shows('depositKind') ? (
            <Select
              label={t('campaigns.promotions.rules.depositKind')}
              placeholder={t('campaigns.choose')}
              options={['first', 'reload'].map((k) => ({
                value: k,
                label: t(`campaigns.promotions.depositKinds.${k}`),
              }))}
              error={err('rules.depositKind')}
              {...register('rules.depositKind')}
            />
          ) : null}
          {shows('percent') ? (
            <TextField
              label={t('campaigns.promotions.rules.percent')}
              inputMode="decimal"
              error={err('rules.percent')}
              {...register('rules.percent')}
            />
          ) : null}
          {money('fixedMinor')}
          {money('capMinor')}
          {money('minDepositMinor')}
          {money('minLossMinor')}
        </fieldset>
        <fieldset>
          <legend>{t('campaigns.promotions.sections.wagering')}</legend>
          <TextField
            label={t('campaigns.promotions.rules.wagerMultiplier')}
            inputMode="decimal"
            error={err('rules.wagerMultiplier')}
            {...register('rules.wagerMultiplier')}
          />
          <Select
            label={t('campaigns.promotions.rules.wagerBase')}
            options={['bonus', 'deposit_bonus'].map((k) => ({
              value: k,
              label: t(`campaigns.promotions.wagerBases.${k}`),
            }))}
            error={err('rules.wagerBase')}
            {...register('rules.wagerBase')}
          />
          <TextField
            label={t('campaigns.promotions.rules.expiryDays')}
            inputMode="numeric"
            error={err('rules.expiryDays')}
            {...register('rules.expiryDays')}
          />
        </fieldset>
        <fieldset>
          <legend>{t('campaigns.promotions.sections.eligibility')}</legend>
          <TextField
            label={t('campaigns.promotions.rules.newPlayerDays')}
            inputMode="numeric"
            error={err('rules.newPlayerDays')}
            {...register('rules.newPlayerDays')}
          />
          <TextField
            label={t('campaigns.promotions.rules.minVipLevel')}
            inputMode="numeric"
            error={err('rules.minVipLevel')}
            {...register('rules.minVipLevel')}
          />
          <TextField
            label={t('campaigns.promotions.rules.periodDays')}
            inputMode="numeric"
            error={err('rules.depositInPeriod.days') ?? err('rules.depositInPeriod')}
            {...register('rules.depositInPeriod.days')}
          />
          <TextField
            label={t('campaigns.promotions.rules.periodMin')}
            inputMode="decimal"
            error={err('rules.depositInPeriod.minMinor')}
            {...register('rules.depositInPeriod.minMinor')}
          />
        </fieldset>
        {Object.keys(errors).length > 0 ? (
          <p className="bo-error" role="alert">
            {t('forms.fix')}
          </p>
        ) : null}
        {save.error ? (
          <p className="bo-error" role="alert">
            {errorText(t, save.error)}
          </p>
        ) : null}
        <div className="bo-actions">
          <Button type="submit" busy={save.isPending}>
            {promotion ? t('campaigns.save') : t('campaigns.create')}
          </Button>
        </div>
      </form>
      <PromotionPreview values={values} />
    </div>
  );
}
