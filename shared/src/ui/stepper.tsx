import './styles/progress.css';

export interface StepperProps {
  steps: readonly string[];
  /** 0-based index of the current step. */
  current: number;
  label: string;
}

/** Steps of a flow (deposit, verification): an ordered list; the current one has aria-current="step". */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`ui-stepper__step ui-stepper__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ui-stepper__dot" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span>{step}</span>
          </li>
        );
      })}
    </ol>
  );
}
