import { render, screen } from '@testing-library/react';
import { StatList } from './stat-list';

describe('StatList', () => {
  it('pairs each label with its value in a named definition list', () => {
    render(
      <StatList
        label="Balances"
        items={[
          { key: 'a', label: 'Available', value: '10.00' },
          { key: 'p', label: 'Pending', value: '2.00' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Balances');
    expect(list.tagName).toBe('DL');
    expect([...list.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Available', 'Pending']);
    expect(screen.getByText('Available').nextElementSibling).toHaveTextContent('10.00');
  });
});
