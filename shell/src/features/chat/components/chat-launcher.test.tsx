import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ChatRooms } from '@site/shared/schemas';
import { mockHttp, ok } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { useChatUi } from '../model/chat-store';
import { ChatLauncher } from './chat-launcher';

const rooms: ChatRooms = {
  rooms: [{ id: 'en', kind: 'language', language: 'en', slowModeSeconds: 0, lastId: 43 }],
  authorKey: null,
  writeBlock: 'NOT_LOGGED_IN',
  blockedUntil: null,
  mutedAuthors: [],
};

describe('ChatLauncher', () => {
  afterEach(() => {
    cleanup();
    useChatUi.setState({ open: false, room: null, seen: {} });
  });

  it('asks the server nothing for a player who never opened the chat (it is on every page)', async () => {
    useChatUi.setState({ open: false, room: null, seen: {} });
    const h = mockHttp({ 'GET /wps/chat/rooms': () => ok(rooms) });
    renderWithShell(<ChatLauncher mini={false} />);
    expect(screen.getByRole('button', { name: 'Chat room' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.calls).toEqual([]);
    h.restore();
  });

  it('counts the unread messages of a room read before', async () => {
    useChatUi.setState({ open: false, room: null, seen: { en: 40 } });
    const h = mockHttp({
      'GET /wps/chat/rooms': () => ok(rooms),
      'GET /wps/chat/rooms/en/unread': () => ok({ count: 3, lastId: 43 }),
    });
    renderWithShell(<ChatLauncher mini={false} />);
    await waitFor(() => expect(h.callsTo('GET /wps/chat/rooms/en/unread')).toHaveLength(1));
    expect(h.callsTo('GET /wps/chat/rooms')).toHaveLength(1);
    h.restore();
  });
});
