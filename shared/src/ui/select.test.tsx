import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

describe('Select', () => {
  it('is a labelled combobox with a placeholder choice and reports the pick', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Status"
        placeholder="All"
        defaultValue=""
        options={[
          { value: 'pending', label: 'Pending' },
          { value: 'paid', label: 'Paid' },
        ]}
        onChange={(e) => onChange(e.target.value)}
        error="Choose a status"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /Status/ });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Pending', 'Paid']);
    expect(select).toHaveAccessibleDescription('Choose a status');
    expect(select).toBeRequired();
    await userEvent.setup().selectOptions(select, 'Paid');
    expect(onChange).toHaveBeenCalledWith('paid');
  });
});
