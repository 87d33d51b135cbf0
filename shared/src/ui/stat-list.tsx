import './styles/stat-list.css';
import type { ReactNode } from 'react';

export interface StatItem {
  /** Stable key (the label may repeat across languages). */
  key: string;
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

/**
 * Figures with their names (balances, totals of a page) as a `<dl>` of tiles: wrapped to the width, never indented
 * like the browser's default list, each value free to wrap instead of spilling out of its tile.
 */
export function StatList({ items, label, testId }: { items: StatItem[]; label?: string; testId?: string }) {
  return (
    <dl className="ui-stats" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <div key={item.key} className="ui-stats__item" data-testid={item.testId}>
          <dt className="ui-stats__label">{item.label}</dt>
          <dd className="ui-stats__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
