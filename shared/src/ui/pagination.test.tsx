import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from './pagination';
import { WithI18n } from './test-i18n';

function Harness({ total = 3 }: { total?: number }) {
  const [page, setPage] = useState(1);
  return (
    <WithI18n>
      <Pagination page={page} totalPages={total} onChange={setPage} />
    </WithI18n>
  );
}

describe('Pagination', () => {
  it('moves between pages and disables the buttons at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('renders nothing for a single page', () => {
    render(<Harness total={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
