import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HelpPanel } from './help-panel';

describe('HelpPanel', () => {
  it('renders operator HTML through the shared sanitiser: no script, no handler, no javascript: link', () => {
    const { container } = render(
      <MemoryRouter>
        <HelpPanel
          topics={[
            {
              id: 1,
              title: 'Deposits',
              content:
                '<p onmouseover="steal()">How to <b>deposit</b><script>steal()</script><a href="javascript:steal()">here</a></p>',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('deposit').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/script|onmouseover|javascript:/);
  });
});
