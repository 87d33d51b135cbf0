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
    return (
      <span className={`ui-badge ui-badge--count ui-badge--${tone ?? 'danger'}`} aria-label={label}>
        {count > max ? `${max}+` : count}
      </span>
    );
  }
  return (
    <span className={`ui-badge ui-badge--${tone ?? 'neutral'}`} aria-label={label}>
      {children}
    </span>
  );
}
