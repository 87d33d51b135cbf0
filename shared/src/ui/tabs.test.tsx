import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './tabs';

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Login type"
      value={value}
      onChange={setValue}
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta', badge: 3 },
        { id: 'c', label: 'Gamma' },
      ]}
    >
      <p>Panel {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys with wrap-around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Beta 3' }));
    expect(screen.getByRole('tab', { name: 'Beta 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel b');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel a');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a count badge inside the tab name', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Login type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Beta 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('names its panel in aria-controls only when it renders one', () => {
    const { unmount } = render(<Harness />);
    const panelId = screen.getByRole('tabpanel').id;
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-controls', panelId);
    unmount();
    render(<Tabs label="Filter" value="a" onChange={() => undefined} tabs={[{ id: 'a', label: 'Alpha' }]} />);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Alpha' })).not.toHaveAttribute('aria-controls');
  });
});
