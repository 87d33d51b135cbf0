import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { HelpTopicsPage } from './help-topics-page';

const topic = (id: number, language = 'en', title = `Question ${id}`) => ({
  id,
  language,
  device: 'WEB',
  title,
  content: `<p>Answer ${id}</p>`,
  sort: id * 10,
});
const route = (
  extra?: (url: string, method: string) => { status?: number; value?: unknown; code?: string } | undefined,
) =>
  fakeApi((call) => {
    const answer = extra?.(call.url, call.method);
    if (answer) return answer;
    if (call.url === '/wps/admin/content/help-topics' && call.method === 'GET') {
      const { language } = call.params as { language: string };
      const items =
        language === 'th' ? [topic(5, 'th', 'สมัครอย่างไร')] : language === 'en' ? [topic(1), topic(2)] : [];
      return { value: { items, counts: { en: 2, th: 1 } } };
    }
    return undefined;
  });

jest.setTimeout(30_000);

describe('help topics screen', () => {
  it('lists a language with every language counted; another language loads its own list; read-only has no buttons', async () => {
    const calls = route();
    renderDesk(<HelpTopicsPage />, staffWith('marketing', ['content.read']));
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    const picker = screen.getByLabelText('Language');
    expect(within(picker).getByRole('option', { name: 'ไทย (th) · 1 topic' })).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'English (en) · 2 topics' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'th');
    expect(await screen.findByText('สมัครอย่างไร')).toBeInTheDocument();
    expect(calls.at(-1)?.params).toEqual({ language: 'th', device: 'WEB' });
    await userEvent.selectOptions(picker, 'vi');
    expect(await screen.findByText(/No topic in this language/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New help topic' })).toBeNull();
  });

  it('creates a topic in the chosen language with a sanitised preview; edits, moves and deletes', async () => {
    const calls = route((url, method) => {
      if (url === '/wps/admin/content/help-topics' && method === 'POST') return { value: topic(9, 'th') };
      if (url === '/wps/admin/content/help-topics/2' && method === 'PUT')
        return { status: 409, code: 'CONTENT_HELP_TOPIC_DUPLICATE' };
      if (url === '/wps/admin/content/help-topics/2/move') return { value: topic(2) };
      if (url === '/wps/admin/content/help-topics/2' && method === 'DELETE')
        return { value: { id: 2, deleted: true } };
      return undefined;
    });
    renderDesk(<HelpTopicsPage />, staffWith('content', ['content.read', 'content.manage']));
    await screen.findByText('Question 1');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'th');
    await screen.findByText('สมัครอย่างไร');
    await userEvent.click(screen.getByRole('button', { name: 'New help topic' }));
    let dialog = await screen.findByRole('dialog', { name: 'New help topic in ไทย' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required.')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText('Question'), 'ถอนเงินอย่างไร');
    await userEvent.type(within(dialog).getByLabelText('Answer (HTML)'), '<p>ไปที่</p><script>x()</script>');
    const preview = within(dialog).getByRole('region', { name: 'Preview of Answer (HTML)' });
    expect(preview.innerHTML).toContain('<p>ไปที่</p>');
    expect(preview.innerHTML).not.toContain('script');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      language: 'th',
      device: 'WEB',
      title: 'ถอนเงินอย่างไร',
      content: '<p>ไปที่</p><script>x()</script>',
    });

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Question 2' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This language already has a topic with this title.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Move Question 2 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Question 2 up' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/move'))?.body).toEqual({ direction: 'up' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Question 2' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
