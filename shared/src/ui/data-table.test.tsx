import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Amount } from './amount';
import { DataTable, type DataTableColumn } from './data-table';
import { WithI18n } from './test-i18n';

interface Row {
  id: string;
  name: string;
  stake: number;
}
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Member' },
  { key: 'stake', header: 'Stake', align: 'end', render: (r) => <Amount value={r.stake} locale="en" /> },
];
const rows: Row[] = [
  { id: '1', name: 'alice', stake: 1234.5 },
  { id: '2', name: 'bob', stake: -20 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]>) {
  return render(
    <WithI18n>
      <DataTable caption="Bets" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} />
    </WithI18n>,
  );
}

describe('DataTable', () => {
  it('renders column headers, rendered cells and a totals row', () => {
    renderTable({ totals: { stake: <Amount value={1214.5} locale="en" /> } });
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Member', 'Stake']);
    expect(within(table).getByRole('cell', { name: '1,234.50' })).toHaveAttribute('data-label', 'Stake');
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(footer).toHaveTextContent('Total');
    expect(footer).toHaveTextContent('1,214.50');
  });

  it('shows skeleton rows and announces loading', () => {
    renderTable({ rows: undefined, loading: true, skeletonRows: 3 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('shows the empty state', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows the error state with a retry that calls back', async () => {
    const onRetry = jest.fn();
    renderTable({ error: 'Could not load bets', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load bets');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('alice')).not.toBeInTheDocument();
  });
});
