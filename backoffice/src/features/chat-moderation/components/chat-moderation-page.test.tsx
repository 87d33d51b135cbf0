import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { ChatModerationPage } from './chat-moderation-page';

const reports = {
  reports: [
    {
      messageId: 41,
      room: 'en',
      text: 'Free credits for everyone, add me on Telegram',
      authorAccount: 'bigwin777',
      authorName: 'BigWin',
      reports: 1,
      reporters: ['marialuz'],
      reasons: ['scam'],
      lastAt: '2026-11-28T10:00:00Z',
      deleted: false,
    },
  ],
};
const sanctions = {
  sanctions: [
    {
      id: 5,
      account: 'kingcobra88',
      kind: 'mute',
      until: '2026-11-29T10:00:00Z',
      reason: 'flooding',
      by: 'staff:boss',
    },
  ],
};
const rooms = {
  rooms: [
    { id: 'en', kind: 'language', slowModeSeconds: 0, messages24h: 12 },
    { id: 'vip', kind: 'vip', slowModeSeconds: 30, messages24h: 3 },
  ],
};
const api = () =>
  fakeApi((call) => {
    if (call.url === '/wps/admin/chat/reports') return { value: reports };
    if (call.url === '/wps/admin/chat/sanctions' && call.method === 'GET') return { value: sanctions };
    if (call.url === '/wps/admin/chat/rooms') return { value: rooms };
    if (call.url === '/wps/admin/chat/sanctions')
      return {
        value: {
          id: 6,
          account: 'bigwin777',
          kind: 'ban',
          until: '2026-11-29T10:00:00Z',
          reason: 'scam',
          by: 'staff:a',
        },
      };
    if (call.method !== 'GET') return { value: { done: true } };
    return undefined;
  });

describe('Chat moderation screen', () => {
  it('lists reported messages with text, room, author, reporter and reason; a read-only role gets no action', async () => {
    api();
    renderDesk(<ChatModerationPage />, staffWith('risk', ['chat.read']), '/chat');
    const text = await screen.findByText('Free credits for everyone, add me on Telegram');
    const row = text.closest('tr')!;
    expect(within(row).getByText('English (en)')).toBeInTheDocument();
    expect(within(row).getByText('BigWin (bigwin777)')).toBeInTheDocument();
    expect(within(row).getByText('marialuz · scam')).toBeInTheDocument();
    expect(await screen.findByText('flooding')).toBeInTheDocument();
    expect(await screen.findByText('one message per 30 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Lift/ })).toBeNull();
  });

  it('bans the author of a report for 24 hours with a reason, deletes the message and lifts a mute', async () => {
    const calls = api();
    renderDesk(<ChatModerationPage />, staffWith('support', ['chat.read', 'chat.moderate']), '/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Mute or ban bigwin777' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Member account/)).toHaveValue('bigwin777');
    await userEvent.selectOptions(within(dialog).getByLabelText('Sanction'), 'ban');
    await userEvent.selectOptions(within(dialog).getByLabelText('For'), '1440');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'scam links');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/admin/chat/sanctions' && c.method === 'POST')?.body).toEqual({
        account: 'bigwin777',
        kind: 'ban',
        minutes: 1440,
        reason: 'scam links',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete message 41' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'scam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/admin/chat/messages/41/delete')?.body).toEqual({
        reason: 'scam',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Lift the sanction of kingcobra88' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'apologised');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/admin/chat/sanctions/5/lift')?.body).toEqual({
        reason: 'apologised',
      }),
    );
  }, 20_000);

  it("sets a room's slow mode with a reason", async () => {
    const calls = api();
    renderDesk(<ChatModerationPage />, staffWith('support', ['chat.read', 'chat.moderate']), '/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'Set slow mode of English (en)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Slow mode'), '60');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'spam wave');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set slow mode' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/admin/chat/rooms/en/slow-mode')?.body).toEqual({
        slowModeSeconds: 60,
        reason: 'spam wave',
      }),
    );
  }, 20_000);
});
