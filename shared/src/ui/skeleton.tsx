import './styles/states.css';
import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or 120; defaults to the full line. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * Placeholder block shown while content loads. Hidden from assistive tech: the region that loads
 * announces itself once (aria-busy / a status), not every grey bar.
 */
export function Skeleton({ width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['ui-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
