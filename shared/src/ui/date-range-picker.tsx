import './styles/date-range.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, datePresetRange, type DatePreset, type DateRange } from './date-presets';

export interface DateRangePickerProps {
  legend: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Which preset buttons to show, in order; all of docs/product.md "Limits" plus today by default. */
  presets?: readonly DatePreset[];
  /** The site's IANA time zone; presets count days there. */
  timeZone?: string;
  /** Earliest / latest selectable day (yyyy-MM-dd). */
  min?: string;
  max?: string;
}

/**
 * From/to day inputs (the phone's native date picker) with preset buttons. Values are yyyy-MM-dd;
 * the "to" input cannot go before "from". The preset matching the current range is pressed.
 */
export function DateRangePicker({
  legend,
  value,
  onChange,
  presets = DATE_PRESETS,
  timeZone,
  min,
  max,
}: DateRangePickerProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const setFrom = (from: string) =>
    onChange({ from, to: value.to && from && value.to < from ? from : value.to });
  const setTo = (to: string) => onChange({ from: value.from && to && value.from > to ? to : value.from, to });
  return (
    <fieldset className="ui-date-range">
      <legend className="ui-fieldset__legend">{legend}</legend>
      <div className="ui-date-range__presets">
        {presets.map((preset) => {
          const range = datePresetRange(preset, timeZone);
          const pressed = range.from === value.from && range.to === value.to;
          return (
            <button
              key={preset}
              type="button"
              className="ui-chip"
              aria-pressed={pressed}
              onClick={() => onChange(range)}
            >
              {t(preset)}
            </button>
          );
        })}
      </div>
      <div className="ui-date-range__inputs">
        <div className="ui-field">
          <label htmlFor={`${id}-from`} className="ui-field__label">
            {t('from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="ui-field__input"
            value={value.from}
            min={min}
            max={max}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor={`${id}-to`} className="ui-field__label">
            {t('to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="ui-field__input"
            value={value.to}
            min={value.from || min}
            max={max}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </div>
    </fieldset>
  );
}
