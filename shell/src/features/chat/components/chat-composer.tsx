import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, showToast } from '@site/shared';
import { CHAT_MAX_LENGTH, type ChatRooms } from '@site/shared/schemas';
import { useShellUi } from '../../../stores/shell-ui-store';
import { useChatWins } from '../api/get-chat-wins';
import { usePostChatMessage } from '../api/post-chat-message';
import { useShareChatWin } from '../api/share-chat-win';
import { refusalText } from '../model/refusal-text';

/** The writing area: a login prompt for visitors, the reason for members who may not write, else the form. */
export function ChatComposer({ room, access }: { room: string; access: ChatRooms | undefined }) {
  const { t } = useTranslation('chat');
  const openModal = useShellUi((s) => s.open);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [winsOpen, setWinsOpen] = useState(false);
  const post = usePostChatMessage();
  const share = useShareChatWin();
  const wins = useChatWins(winsOpen);
  // null is "may write": only a missing answer means a visitor.
  const block = access ? access.writeBlock : 'NOT_LOGGED_IN';

  if (block === 'NOT_LOGGED_IN') {
    return (
      <div className="chat-composer chat-composer--blocked">
        <p>{t('login_to_write')}</p>
        <Button variant="primary" onClick={() => openModal({ kind: 'auth', tab: 'login' })}>
          {t('login')}
        </Button>
      </div>
    );
  }
  if (block !== null) {
    return (
      <p className="chat-composer chat-composer--blocked" role="status">
        {refusalText(t, new ApiError(403, block, '', { until: access?.blockedUntil ?? null }))}
      </p>
    );
  }

  const onError = (err: unknown) => setError(refusalText(t, err));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setError(null);
    post.mutate({ room, text: value }, { onSuccess: () => setText(''), onError });
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      {error ? (
        <p className="chat-composer__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <label className="ui-visually-hidden" htmlFor="chat-input">
          {t('message_label')}
        </label>
        <textarea
          id="chat-input"
          className="chat-composer__input"
          rows={1}
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          placeholder={t('placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <Button type="submit" variant="primary" busy={post.isPending}>
          {t('send')}
        </Button>
      </div>
      <button
        type="button"
        className="chat-composer__share"
        aria-expanded={winsOpen}
        onClick={() => setWinsOpen((o) => !o)}
      >
        {t('share_win')}
      </button>
      {winsOpen ? (
        <ul className="chat-composer__wins">
          {wins.data?.wins.length === 0 ? <li>{t('no_wins')}</li> : null}
          {wins.data?.wins.map((w) => (
            <li key={w.betId}>
              <button
                type="button"
                disabled={share.isPending}
                onClick={() =>
                  share.mutate(
                    { room, betId: w.betId },
                    {
                      onSuccess: () => {
                        setWinsOpen(false);
                        showToast({ message: t('win_shared'), tone: 'success' });
                      },
                      onError,
                    },
                  )
                }
              >
                {t('share_this_win', { game: w.gameName, amount: w.win.toFixed(2), currency: w.currency })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
