import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { HelpContent } from './help-content';

const TOPICS = [{ id: 3, title: 'How to deposit', content: '<p>Pick a channel</p>' }];

describe('HelpContent (help centre query)', () => {
  it('shows the error state and loads the topics on retry', async () => {
    let answer = fail(500, 'INTERNAL_ERROR', 'down');
    const h = mockHttp({ 'GET /wps/system/helpCenter': () => answer });
    renderWithShell(<HelpContent />, { route: '/help' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer = ok(TOPICS);
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'How to deposit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to deposit' })).toHaveAttribute('href', '#topic-3');
    h.restore();
  });

  it('rejects an answer that does not match the shared schema (error state, not a crash)', async () => {
    const h = mockHttp({ 'GET /wps/system/helpCenter': () => ok([{ id: '3', title: 'x' }]) });
    renderWithShell(<HelpContent />, { route: '/help' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    h.restore();
  });

  it('shows the empty state for no topics', async () => {
    const h = mockHttp({ 'GET /wps/system/helpCenter': () => ok([]) });
    renderWithShell(<HelpContent />, { route: '/help' });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    h.restore();
  });
});
