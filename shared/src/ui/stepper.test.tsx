import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('lists the steps and marks the current one', () => {
    render(<Stepper label="Withdrawal" steps={['Amount', 'Bank', 'Confirm']} current={1} />);
    const list = screen.getByRole('list', { name: 'Withdrawal' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('Bank').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Amount').closest('li')).not.toHaveAttribute('aria-current');
  });
});

describe('ProgressBar', () => {
  it('exposes the progress clamped to the target', () => {
    const { rerender } = render(<ProgressBar label="Turnover" value={250} max={1000} />);
    const bar = screen.getByRole('progressbar', { name: 'Turnover' });
    expect(bar).toHaveAttribute('value', '250');
    expect(screen.getByText('25%')).toBeInTheDocument();
    rerender(<ProgressBar label="Turnover" value={5000} max={1000} />);
    expect(screen.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('value', '1000');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});
