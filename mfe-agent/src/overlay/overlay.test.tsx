import { render, screen } from '@testing-library/react';
import { AGENT_PAGES } from '@site/shared';
import AgentOverlay from './overlay';

describe('mfe_agent overlay', () => {
  it.each(AGENT_PAGES)('renders a localized title for page %s', (page) => {
    render(<AgentOverlay page={page} params={{}} close={() => undefined} navigate={() => undefined} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).not.toBe('');
    expect(heading.textContent).not.toContain('overlay.pages');
  });
});
