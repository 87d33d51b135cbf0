import './styles/progress.css';
import type { ReactNode } from 'react';

export interface ProgressBarProps {
  /** Done so far (e.g. turnover made) and the target (turnover required), in the same unit. */
  value: number;
  max: number;
  label: string;
  /** Text after the bar, e.g. <Amount> of done / target. */
  valueText?: ReactNode;
}

/** Turnover / wagering progress: a native <progress> (announced as a percentage) with a visible value. */
export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.floor((clamped / safeMax) * 100);
  return (
    <div className="ui-progress">
      <div className="ui-progress__head">
        <span className="ui-progress__label">{label}</span>
        <span className="ui-progress__value">{valueText ?? `${percent}%`}</span>
      </div>
      <progress className="ui-progress__bar" value={clamped} max={safeMax} aria-label={label} />
    </div>
  );
}
