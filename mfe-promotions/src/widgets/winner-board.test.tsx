import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failBody, mockApi, resetApi } from '../test-utils/mock-api';
import { timeAgo } from '../features/winners/components/winner-board';
import WinnerBoard from './winner-board';

beforeEach(() => resetApi());

const entry = (patch = {}) => ({
  account: 'an***a',
  gameName: 'Golden Dragon',
  amount: 1250.5,
  currency: 'PHP',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...patch,
});

describe('winner board widget', () => {
  it('shows a visitor the masked winners, their game, amount and when (5 by default)', async () => {
    const calls = mockApi({
      'GET /wps/promotions/winners': () => ({
        entries: [entry(), entry({ account: 'be***n', gameName: 'Lucky 7', amount: 300 })],
      }),
    });
    render(<WinnerBoard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the winners…');
    const list = await screen.findByRole('list');
    expect(screen.getByRole('heading', { name: 'Winners' })).toBeInTheDocument();
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('an***a')).toBeInTheDocument();
    expect(screen.getByText('Golden Dragon')).toBeInTheDocument();
    expect(screen.getByText(/1,250\.50/)).toBeInTheDocument();
    expect(screen.getAllByText('5 minutes ago')[0]).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ limit: 5 });
  });

  it('passes the page’s limit and says when there is nothing yet', async () => {
    const calls = mockApi({ 'GET /wps/promotions/winners': () => ({ entries: [] }) });
    render(<WinnerBoard limit={10} />);
    expect(await screen.findByText('No big wins yet this week.')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ limit: 10 });
  });

  it('shows an error in its own box, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /wps/promotions/winners': () => (fail ? failBody('INTERNAL_ERROR', 500) : { entries: [entry()] }),
    });
    render(<WinnerBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The winners could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('an***a')).toBeInTheDocument();
  });
});

test('timeAgo speaks the interface language through Intl', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  expect(timeAgo('2026-11-26T11:59:40Z', 'en', now)).toBe('this minute');
  expect(timeAgo('2026-11-26T09:00:00Z', 'en', now)).toBe('3 hours ago');
  expect(timeAgo('2026-11-24T12:00:00Z', 'en', now)).toBe('2 days ago');
  expect(timeAgo('2026-11-26T11:58:00Z', 'de', now)).toBe('vor 2 Minuten');
});
