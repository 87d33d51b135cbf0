import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickInput, Picks } from '../model/slip';
import { toggle } from '../model/slip';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The picker for one play type: number grid, typed numbers, sides, digit position or sums (model/slip.ts). */
export function NumberPicker({
  input,
  picks,
  onChange,
}: {
  input: PickInput;
  picks: Picks;
  onChange: (picks: Picks) => void;
}) {
  const { t } = useTranslation('lottery');
  const [typed, setTyped] = useState('');

  if (input.kind === 'grid') {
    const values = Array.from({ length: input.max - input.min + 1 }, (_, i) => input.min + i);
    return (
      <div role="group" aria-label={t('board.pickNumbers')} className="lot-number-grid">
        {values.map((n) => (
          <button
            key={n}
            type="button"
            className="lot-chip"
            aria-pressed={picks.numbers.includes(n)}
            aria-label={t('board.number', { n: pad(n, input.pad) })}
            onClick={() => onChange({ ...picks, numbers: toggle(picks.numbers, n, input.maxPicked) })}
          >
            {pad(n, input.pad)}
          </button>
        ))}
      </div>
    );
  }

  if (input.kind === 'typed') {
    const valid = new RegExp(`^\\d{${input.pad}}$`).test(typed);
    return (
      <div className="lot-row">
        <label className="lot-row">
          {t('board.numberInput3')}
          <input
            inputMode="numeric"
            maxLength={input.pad}
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button
          type="button"
          className="lot-chip"
          disabled={!valid}
          onClick={() => {
            onChange({ ...picks, numbers: toggle(picks.numbers, Number(typed), 50) });
            setTyped('');
          }}
        >
          {t('board.addNumber')}
        </button>
        <ul className="lot-row" aria-label={t('board.pickNumbers')} style={{ listStyle: 'none', padding: 0 }}>
          {picks.numbers.map((n) => (
            <li key={n}>
              <button
                type="button"
                className="lot-chip"
                aria-pressed="true"
                onClick={() => onChange({ ...picks, numbers: picks.numbers.filter((x) => x !== n) })}
              >
                {pad(n, input.pad)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (input.kind === 'position') {
    return (
      <div className="lot-page" style={{ padding: 0 }}>
        <div role="group" aria-label={t('board.position')} className="lot-row">
          {Array.from({ length: input.positions }, (_, i) => i + 1).map((p) => (
            <button
              key={p}
              type="button"
              className="lot-chip"
              aria-pressed={picks.position === p}
              onClick={() => onChange({ ...picks, position: p })}
            >
              {t('board.positionN', { n: p })}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('board.pickNumbers')} className="lot-row">
          {Array.from({ length: 10 }, (_, d) => (
            <button
              key={d}
              type="button"
              className="lot-chip"
              aria-pressed={picks.numbers.includes(d)}
              aria-label={t('board.number', { n: String(d) })}
              onClick={() => onChange({ ...picks, numbers: toggle(picks.numbers, d) })}
            >
              {d}
            </button>
          ))}
        </div>
      </div>
    );
  }

  const options =
    input.kind === 'sum' ? Array.from({ length: input.maxSum + 1 }, (_, i) => String(i)) : input.options;
  return (
    <div role="group" aria-label={t('board.pickOption')} className="lot-row">
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className="lot-chip"
          aria-pressed={picks.options.includes(o)}
          onClick={() => onChange({ ...picks, options: toggle(picks.options, o) })}
        >
          {input.kind === 'sum' ? o : t(`options.${o}`)}
        </button>
      ))}
    </div>
  );
}
