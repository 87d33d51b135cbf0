import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { datePresetRange, todayIn, type DateRange } from './date-presets';
import { DateRangePicker } from './date-range-picker';
import { WithI18n } from './test-i18n';

describe('date presets', () => {
  // 2026-03-01 02:30 UTC is still 28 February in New York and already 1 March in Tokyo.
  const now = new Date('2026-03-01T02:30:00Z');

  it('counts days in the site time zone', () => {
    expect(todayIn('America/New_York', now)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-03-01');
  });

  it('gives previous and next 7 and 30 days, both ends included', () => {
    expect(datePresetRange('today', 'Asia/Tokyo', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(datePresetRange('last_7_days', 'Asia/Tokyo', now)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(datePresetRange('last_30_days', 'Asia/Tokyo', now)).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
    expect(datePresetRange('next_7_days', 'America/New_York', now)).toEqual({
      from: '2026-02-28',
      to: '2026-03-06',
    });
    expect(datePresetRange('next_30_days', 'America/New_York', now)).toEqual({
      from: '2026-02-28',
      to: '2026-03-29',
    });
  });
});

function Harness({ onChange }: { onChange: (r: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ from: '', to: '' });
  return (
    <WithI18n>
      <DateRangePicker
        legend="Bet date"
        value={value}
        onChange={(r) => {
          setValue(r);
          onChange(r);
        }}
      />
    </WithI18n>
  );
}

describe('DateRangePicker', () => {
  it('applies a preset, marks it pressed, and keeps "to" from going before "from"', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Bet date' })).toBeInTheDocument();
    const last7 = screen.getByRole('button', { name: 'Last 7 days' });
    await user.click(last7);
    expect(onChange).toHaveBeenLastCalledWith(datePresetRange('last_7_days'));
    expect(last7).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('To')).toHaveValue(todayIn());
    for (const name of ['Today', 'Last 30 days', 'Next 7 days', 'Next 30 days']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2999-01-01');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2999-01-01', to: '2999-01-01' });
    expect(last7).toHaveAttribute('aria-pressed', 'false');
  });
});
