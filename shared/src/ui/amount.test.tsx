import { render, screen } from '@testing-library/react';
import { formatAmount } from '../format';
import { Amount } from './amount';
import { Badge } from './badge';
import { WithI18n } from './test-i18n';

describe('Amount', () => {
  it('shows 2 decimals with thousands separators', () => {
    render(<Amount value={1234567.891} locale="en" />, { wrapper: WithI18n });
    expect(screen.getByText('1,234,567.89')).toBeInTheDocument();
  });

  it('converts minor units and marks negatives', () => {
    render(<Amount value={-250075} minor locale="en" />, { wrapper: WithI18n });
    expect(screen.getByText('-2,500.75')).toHaveClass('ui-amount--negative');
  });

  it('follows the locale and the interface language by default', () => {
    const { container } = render(<Amount value={1234.5} locale="de" />, { wrapper: WithI18n });
    expect(container.textContent).toBe(formatAmount(1234.5, 'de'));
    render(
      <WithI18n>
        <span data-testid="lang">
          <Amount value={1000} />
        </span>
      </WithI18n>,
    );
    expect(screen.getByTestId('lang')).toHaveTextContent('1,000.00');
  });

  it('shows the peso sign in Thai, as in English', () => {
    const { container } = render(<Amount value={1234.5} currency="PHP" locale="th" />);
    expect(container.textContent).toContain('₱');
    expect(container.textContent).not.toContain('PHP');
  });

  it('shows a currency and a sign when asked', () => {
    render(<Amount value={12} currency="USD" signed locale="en" />, { wrapper: WithI18n });
    expect(screen.getByText('+$12.00')).toHaveClass('ui-amount--positive');
  });
});

describe('Badge', () => {
  it('caps a count and hides zero', () => {
    const { rerender } = render(<Badge count={120} label="120 unread" />);
    // Seen: the capped number; heard: the label (hidden text, since aria-label is not allowed on a plain span).
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 unread')).toHaveClass('ui-visually-hidden');
    rerender(<Badge count={0} label="none" />);
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });

  it('shows a status text', () => {
    render(<Badge tone="success">Approved</Badge>);
    expect(screen.getByText('Approved')).toHaveClass('ui-badge--success');
  });
});
