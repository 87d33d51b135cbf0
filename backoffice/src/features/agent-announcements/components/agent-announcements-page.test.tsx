import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { AgentAnnouncementsPage } from './agent-announcements-page';

const announcement = {
  id: 4,
  title: 'New daily salary tiers',
  content: '<p>From Monday</p>',
  category: 'agent',
  translations: { th: { title: 'ขั้นเงินเดือนใหม่', content: '<p>ตั้งแต่วันจันทร์</p>' } },
  createdAt: '2026-12-01T08:00:00.000Z',
};

// Typing HTML and two languages takes a while on a busy machine.
jest.setTimeout(30_000);

describe('agent announcements screen', () => {
  it('a read-only role lists them without buttons', async () => {
    fakeApi((call) =>
      call.url === '/wps/admin/agent/announcements' ? { value: { items: [announcement] } } : undefined,
    );
    renderDesk(<AgentAnnouncementsPage />, staffWith('finance', ['agents.read']));
    expect(await screen.findByText('New daily salary tiers')).toBeInTheDocument();
    expect(screen.getByText('th')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('creates one with another language, checked by the shared schema, the preview sanitised', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/agent/announcements' && call.method === 'GET')
        return { value: { items: [] } };
      if (call.url === '/wps/admin/agent/announcements' && call.method === 'POST')
        return { value: { ...announcement, id: 5 } };
      return undefined;
    });
    renderDesk(<AgentAnnouncementsPage />, staffWith('agent-manager', ['agents.read', 'agents.manage']));
    expect(await screen.findByText('No agent announcement yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Title'), 'Weekend maintenance');
    await userEvent.type(
      within(dialog).getByLabelText('Text (HTML)'),
      '<p>Saturday</p><img src=x onerror=alert(1)>',
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview (as agents see it)' });
    expect(preview.innerHTML).toContain('<p>Saturday</p>');
    expect(preview.innerHTML).not.toContain('onerror');
    await userEvent.selectOptions(within(dialog).getByLabelText('Language'), 'th');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add language' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title in ไทย')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Title in ไทย'), 'ปิดปรับปรุง');
    await userEvent.type(within(dialog).getByLabelText('Text in ไทย (HTML)'), '<p>วันเสาร์</p>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Weekend maintenance',
      content: '<p>Saturday</p><img src=x onerror=alert(1)>',
      category: 'agent',
      translations: { th: { title: 'ปิดปรับปรุง', content: '<p>วันเสาร์</p>' } },
    });
  });

  it('an edit needs its reason; a delete sends one', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/agent/announcements') return { value: { items: [announcement] } };
      if (call.url === '/wps/admin/agent/announcements/4' && call.method === 'PUT')
        return { value: announcement };
      if (call.url === '/wps/admin/agent/announcements/4/delete') return { value: { id: 4, deleted: true } };
      return undefined;
    });
    renderDesk(<AgentAnnouncementsPage />, staffWith('agent-manager', ['agents.read', 'agents.manage']));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “New daily salary tiers”' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Title in ไทย')).toHaveValue('ขั้นเงินเดือนใหม่');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Reason for the change/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason for the change/), 'typo in the title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ reason: 'typo in the title' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete “New daily salary tiers”' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'out of date');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/delete'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/delete'))?.body).toEqual({ reason: 'out of date' });
  });
});
