import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { AgentAnnouncements } from './agent-announcements';

const announcement = (id: number, day: number) => ({
  id,
  title: `Notice ${id}`,
  content: `Body of notice ${id}`,
  category: 'notice',
  audience: 'member',
  createdAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
});

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <AgentAnnouncements />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('agent announcements', () => {
  it('shows the announcements newest first and pages with the keyboard', async () => {
    const user = userEvent.setup();
    const pages: unknown[] = [];
    fakeApi({
      'GET /wps/agent/announcements': (c) => {
        const page = (c.params as { page: number }).page;
        pages.push(page);
        const items =
          page === 1
            ? Array.from({ length: 10 }, (_, i) => announcement(20 - i, 20 - i))
            : [announcement(3, 3)];
        return { value: { items, total: 11, page, pageSize: 10 } };
      },
    });
    renderPage();
    const first = await screen.findAllByRole('article');
    expect(first).toHaveLength(10);
    expect(within(first[0]!).getByRole('heading', { name: 'Notice 20' })).toBeInTheDocument();
    expect(within(first[0]!).getByText('Body of notice 20')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: /next/i });
    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Notice 3' })).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('says when there is none', async () => {
    fakeApi({
      'GET /wps/agent/announcements': () => ({ value: { items: [], total: 0, page: 1, pageSize: 10 } }),
    });
    renderPage();
    expect(await screen.findByText('There are no announcements yet.')).toBeInTheDocument();
  });

  it('offers a retry after an error', async () => {
    let fail = true;
    fakeApi({
      'GET /wps/agent/announcements': () =>
        fail
          ? { status: 500, code: 'INTERNAL_ERROR', value: null }
          : { value: { items: [announcement(1, 1)], total: 1, page: 1, pageSize: 10 } },
    });
    renderPage();
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('renders the operator HTML formatted and sanitised, never as tags', async () => {
    fakeApi({
      'GET /wps/agent/announcements': () => ({
        value: {
          items: [
            {
              ...announcement(1, 1),
              content:
                '<p>Weekly <strong>commission</strong> is paid</p><script>window.hacked = 1</script><img src="x" onerror="alert(1)">',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      }),
    });
    renderPage();
    const [article] = await screen.findAllByRole('article');
    expect(within(article!).getByText('commission').tagName).toBe('STRONG');
    expect(article!.textContent).not.toMatch(/<\/?[a-z]+/);
    expect(article!.querySelector('script')).toBeNull();
    expect(article!.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
