import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, showToast } from '@site/shared';
import type { ChatMessage } from '@site/shared/schemas';
import { useMuteChatAuthor } from '../api/mute-chat-author';
import { useReportChatMessage } from '../api/report-chat-message';

function WinCard({ win }: { win: NonNullable<ChatMessage['win']> }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-win">
      <strong className="chat-win__title">{t('win_title', { game: win.gameName })}</strong>
      <span>
        {t('win_stake')} <Amount value={win.stake} currency={win.currency} />
      </span>
      <span>
        {t('win_amount')} <Amount value={win.win} currency={win.currency} /> (×{win.multiplier})
      </span>
    </div>
  );
}

/** One message: text, win card or tombstone; members may report it or mute its author for themselves. */
export function ChatMessageItem({
  message,
  member,
  own,
}: {
  message: ChatMessage;
  member: boolean;
  own: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const [actions, setActions] = useState(false);
  const report = useReportChatMessage();
  const mute = useMuteChatAuthor();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(message.at),
  );
  const canAct = member && !own && !message.deleted && message.authorKey !== null;
  return (
    <li
      className={`chat-message${message.kind === 'news' ? ' chat-message--news' : ''}`}
      data-message-id={message.id}
    >
      <div className="chat-message__head">
        <span className="chat-message__author">{message.authorName}</span>
        {message.kind === 'news' ? <span className="chat-message__tag">{t('staff')}</span> : null}
        {message.authorRank >= 5 ? <span className="chat-message__tag">VIP</span> : null}
        <time className="chat-message__time" dateTime={message.at}>
          {time}
        </time>
        {canAct ? (
          <button
            type="button"
            className="chat-message__more"
            aria-expanded={actions}
            aria-label={t('actions', { name: message.authorName })}
            onClick={() => setActions((a) => !a)}
          >
            ⋯
          </button>
        ) : null}
      </div>
      {message.deleted ? (
        <p className="chat-message__text chat-message__text--deleted">{t('deleted')}</p>
      ) : message.win ? (
        <WinCard win={message.win} />
      ) : (
        <p className="chat-message__text">{message.text}</p>
      )}
      {actions && canAct ? (
        <div className="chat-message__actions">
          <button
            type="button"
            disabled={report.isPending || report.isSuccess}
            onClick={() =>
              report.mutate(
                { id: message.id, reason: 'abuse' },
                { onSuccess: () => showToast({ message: t('reported'), tone: 'success' }) },
              )
            }
          >
            {t('report')}
          </button>
          <button
            type="button"
            disabled={mute.isPending}
            onClick={() =>
              mute.mutate(message.authorKey ?? '', {
                onSuccess: () =>
                  showToast({ message: t('muted_author', { name: message.authorName }), tone: 'info' }),
              })
            }
          >
            {t('mute_author', { name: message.authorName })}
          </button>
        </div>
      ) : null}
    </li>
  );
}
