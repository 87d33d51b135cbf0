import type { ReactNode } from 'react';

/** The label/value pairs above a money form (available, pending, to whom), one look on every page that has them. */
export function BalanceList({ items }: { items: { label: ReactNode; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="member-balances">
      {items.map((item, index) => (
        <div key={index}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
