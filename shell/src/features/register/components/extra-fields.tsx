import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@site/shared';
import type { FieldMessage } from '@site/shared/schemas';
import type { Region } from '../api/get-regions';
import { messageText } from '../lib/message-text';
import { OCCUPATIONS, SOURCES_OF_INCOME } from '../lib/static-lists';

export interface ExtraFieldFlags {
  birthday: boolean;
  nationality: boolean;
  occupationIncome: boolean;
  gamingVenue: boolean;
  affiliate: boolean;
}

interface ExtraFieldsProps {
  show: ExtraFieldFlags;
  regions: Region[];
  form: UseFormReturn<Record<string, string | boolean>>;
  errors: Record<string, FieldMessage>;
}

function Select({
  label,
  name,
  options,
  form,
  error,
}: {
  label: string;
  name: string;
  options: { value: string | number; label: string }[];
  form: ExtraFieldsProps['form'];
  error?: string;
}) {
  const id = useId();
  const { t } = useTranslation('register');
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        {...form.register(name)}
      >
        <option value="">{`* ${t('please_choose')}`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-e`} role="alert" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Fields outside the ruled set: birthday, nationality, occupation/income, gaming venue, invitation code. */
export function ExtraFields({ show, regions, form, errors }: ExtraFieldsProps) {
  const { t } = useTranslation('register');
  const text = (name: string) => messageText(t, errors[name]);
  const regionOptions = regions.map((r) => ({ value: r.value, label: r.label }));
  return (
    <>
      {show.birthday ? (
        <TextField
          label={t('field_birthday')}
          type="date"
          requiredMark
          error={text('birthday')}
          {...form.register('birthday')}
        />
      ) : null}
      {show.nationality ? (
        <Select
          label={t('field_nationality')}
          name="nationality"
          options={regionOptions}
          form={form}
          error={text('nationality')}
        />
      ) : null}
      {show.occupationIncome ? (
        <>
          <Select
            label={t('field_occupation')}
            name="occupation"
            options={OCCUPATIONS.map((o) => ({ value: o.value, label: t(o.key) }))}
            form={form}
            error={text('occupation')}
          />
          <Select
            label={t('field_sourceOfIncome')}
            name="sourceOfIncome"
            options={SOURCES_OF_INCOME.map((o) => ({ value: o.value, label: t(o.key) }))}
            form={form}
            error={text('sourceOfIncome')}
          />
        </>
      ) : null}
      {show.gamingVenue ? (
        <Select
          label={t('field_gamingVenue')}
          name="gamingVenue"
          options={regionOptions}
          form={form}
          error={text('gamingVenue')}
        />
      ) : null}
      {show.affiliate ? (
        <TextField
          label={t('field_affiliateCode')}
          placeholder={t('field_affiliateCode')}
          autoComplete="off"
          {...form.register('affiliateCode')}
        />
      ) : null}
    </>
  );
}
