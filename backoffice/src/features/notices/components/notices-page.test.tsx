import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { NoticesPage } from './notices-page';

const notice = (id: number, extra: object = {}) => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  category: 'notice',
  audience: 'public',
  sort: id * 10,
  startsAt: null,
  endsAt: null,
  state: 'live',
  translations: {},
  createdAt: '2026-12-01T08:00:00.000Z',
  ...extra,
});
const list = [
  notice(1, { translations: { th: { title: 'ประกาศ 1', content: '<p>หนึ่ง</p>' } } }),
  notice(2, { title: 'Holiday payouts', audience: 'member' }),
  notice(3, {
    category: 'popup',
    title: 'Welcome',
    state: 'scheduled',
    startsAt: '2030-01-01T10:00:00.000Z',
  }),
];
const editor = staffWith('content', ['content.read', 'content.manage']);
const route = (
  extra?: (url: string, method: string) => { status?: number; value?: unknown; code?: string } | undefined,
) =>
  fakeApi((call) => {
    const answer = extra?.(call.url, call.method);
    if (answer) return answer;
    if (call.url === '/wps/admin/content/notices' && call.method === 'GET')
      return { value: { items: list, now: '2026-12-06T03:00:00.000Z', popupRepeat: 'session' } };
    return undefined;
  });

// Typing HTML takes a while on a busy machine.
jest.setTimeout(30_000);

describe('notices and popups screen', () => {
  it('lists each category with audience, state and languages; a read-only role gets no buttons', async () => {
    route();
    renderDesk(<NoticesPage />, staffWith('support', ['content.read']));
    const notices = await screen.findByRole('region', { name: /^Notices/ });
    expect(within(notices).getByText('Notice 1')).toBeInTheDocument();
    expect(within(notices).getByText(/Signed-in players/)).toBeInTheDocument();
    expect(within(notices).getByText(/1 other language$/)).toBeInTheDocument();
    const popups = screen.getByRole('region', { name: /^Popups/ });
    expect(within(popups).getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Promotion notices/ })).toHaveTextContent('Nothing here yet.');
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'When the popup comes back' })).toHaveTextContent(
      'Players see the live popups once per browser tab session',
    );
    expect(screen.queryByLabelText('The popup shows')).toBeNull();
  });

  it("saves the popup's rule; a read-only role reads it", async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/content/popup-rule' && method === 'PUT'
        ? { value: { popupRepeat: 'new-only' } }
        : undefined,
    );
    renderDesk(<NoticesPage />, editor);
    const rule = await screen.findByRole('region', { name: 'When the popup comes back' });
    expect(within(rule).getByRole('button', { name: 'Save rule' })).toBeDisabled();
    await userEvent.selectOptions(within(rule).getByLabelText('The popup shows'), 'new-only');
    await userEvent.click(within(rule).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ popupRepeat: 'new-only' }),
    );
  });

  it('creates a notice checked by the shared schema, with a sanitised preview', async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/content/notices' && method === 'POST' ? { value: notice(9) } : undefined,
    );
    renderDesk(<NoticesPage />, editor);
    await userEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Tonight only');
    await userEvent.selectOptions(within(dialog).getByLabelText('Shows in'), 'popup');
    await userEvent.selectOptions(within(dialog).getByLabelText('Who sees it'), 'member');
    await userEvent.type(
      within(dialog).getByLabelText('Text (HTML)'),
      '<p>Double points</p><img src=x onerror=alert(1)>',
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview of Text (HTML)' });
    expect(preview.innerHTML).toContain('<p>Double points</p>');
    expect(preview.innerHTML).not.toContain('onerror');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Tonight only',
      content: '<p>Double points</p><img src=x onerror=alert(1)>',
      category: 'popup',
      audience: 'member',
      startsAt: null,
      endsAt: null,
    });
  });

  it('edits a notice, shows a used title by its code, moves and deletes', async () => {
    let putCount = 0;
    const calls = route((url, method) => {
      if (url === '/wps/admin/content/notices/2' && method === 'PUT')
        return (putCount += 1) === 1
          ? { status: 409, code: 'CONTENT_NOTICE_TITLE_TAKEN' }
          : { value: notice(2) };
      if (url === '/wps/admin/content/notices/2/move') return { value: notice(2) };
      if (url === '/wps/admin/content/notices/2' && method === 'DELETE')
        return { value: { id: 2, deleted: true } };
      return undefined;
    });
    renderDesk(<NoticesPage />, editor);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Holiday payouts' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Who sees it')).toHaveValue('member');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Notice 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another announcement already has this title.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Holiday withdrawals');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
      title: 'Holiday withdrawals',
      audience: 'member',
    });

    expect(screen.getByRole('button', { name: 'Move Notice 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Holiday payouts up' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/move'))?.body).toEqual({ direction: 'up' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete Holiday payouts' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('the translations grid lists every offered language, marks the missing ones and saves one in place', async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/content/announcement/1/translations/vi' && method === 'PUT'
        ? { value: { kind: 'announcement', id: 1, language: 'vi' } }
        : undefined,
    );
    renderDesk(<NoticesPage />, editor);
    await userEvent.click(await screen.findByRole('button', { name: 'Languages of Notice 1' }));
    const grid = await screen.findByRole('dialog');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(30);
    expect(within(grid).getByRole('row', { name: /ไทย/ })).toHaveTextContent('Written');
    expect(within(grid).getByRole('row', { name: /Tiếng Việt/ })).toHaveTextContent('Missing');
    await userEvent.click(within(grid).getByLabelText('Only missing languages'));
    expect(within(grid).queryByRole('row', { name: /ไทย/ })).toBeNull();

    await userEvent.click(within(grid).getByRole('button', { name: 'Write the text in Tiếng Việt (vi)' }));
    const form = within(grid).getByRole('form', { name: 'Edit the text in Tiếng Việt (vi)' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(form).getByLabelText('Title in Tiếng Việt (vi)'), 'Thông báo');
    await userEvent.type(within(form).getByLabelText('Text in Tiếng Việt (vi) (HTML)'), '<p>Xin chào</p>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(grid).queryByRole('form')).toBeNull());
    // Focus stays in the dialog, on the row's button (else Escape no longer reached the dialog).
    expect(within(grid).getByRole('button', { name: 'Write the text in Tiếng Việt (vi)' })).toHaveFocus();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Thông báo',
      content: '<p>Xin chào</p>',
    });
  });
});
