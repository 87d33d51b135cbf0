import './styles/badge.css';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps {
  /** A count badge (unread, pending): shows `max+` above `max`, nothing at 0 unless `showZero`. */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** Status badge text (Pending, Approved…); ignored when `count` is given. */
  children?: ReactNode;
  tone?: BadgeTone;
  /** Accessible text when the visible badge is only a number, e.g. "3 unread messages". */
  label?: string;
}

/** Count badge or status badge. The tone is never the only signal: the text says the status too. */
export function Badge({ count, max = 99, showZero = false, children, tone, label }: BadgeProps) {
  if (count !== undefined) {
    if (count <= 0 && !showZero) return null;
    const shown = count > max ? `${max}+` : count;
    // A label replaces the bare number for assistive tech as hidden text: aria-label is not allowed on a plain span.
    return (
      <span className={`ui-badge ui-badge--count ui-badge--${tone ?? 'danger'}`}>
        {label ? (
          <>
            <span aria-hidden="true">{shown}</span>
            <span className="ui-visually-hidden">{label}</span>
          </>
        ) : (
          shown
        )}
      </span>
    );
  }
  return (
    <span className={`ui-badge ui-badge--${tone ?? 'neutral'}`}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="ui-visually-hidden">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
