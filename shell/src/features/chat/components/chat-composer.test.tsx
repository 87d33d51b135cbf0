import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatRooms } from '@site/shared/schemas';
import { fail, mockHttp } from '../../../../test/http-mock';
import { renderWithShell } from '../../../../test/render';
import { ChatComposer } from './chat-composer';

const access = (over: Partial<ChatRooms> = {}): ChatRooms => ({
  rooms: [],
  authorKey: 'aaaaaaaaaaaaaaaa',
  writeBlock: null,
  blockedUntil: null,
  mutedAuthors: [],
  ...over,
});

describe('ChatComposer', () => {
  it('a visitor gets a login prompt, no message box', () => {
    renderWithShell(
      <ChatComposer room="en" access={access({ authorKey: null, writeBlock: 'NOT_LOGGED_IN' })} />,
    );
    expect(screen.getByText('Log in to join the conversation.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('a member who may write (writeBlock null) gets the message box, and a refusal is said in words', async () => {
    const h = mockHttp({
      'POST /wps/chat/rooms/en/messages': () =>
        fail(429, 'CHAT_SLOW_MODE', 'Slow mode', { slowModeSeconds: 30, retryAfterSeconds: 12 }),
    });
    renderWithShell(<ChatComposer room="en" access={access()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Slow mode is on: one message every 30 s. Try again in 12 s.',
      ),
    );
    expect(h.calls.at(-1)?.body).toEqual({ text: 'hello' });
    h.restore();
  });

  it('a muted member sees why instead of the message box', () => {
    renderWithShell(
      <ChatComposer
        room="en"
        access={access({ writeBlock: 'CHAT_MUTED', blockedUntil: '2026-12-01T10:00:00Z' })}
      />,
    );
    expect(screen.getByText(/^You are muted in the chat until /)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });
});
