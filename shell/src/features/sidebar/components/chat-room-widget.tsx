import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResources } from '../../../hooks/use-whitelabel';

/**
 * Chat-room widget: a toggle that opens the operator's chat room (resource key `chatroom`) in a docked frame.
 * Hidden when the operator has none configured.
 */
export function ChatRoomWidget({ mini }: { mini: boolean }) {
  const { t } = useTranslation('nav');
  const room = useResources().find((r) => r.key === 'chatroom');
  const [open, setOpen] = useState(false);
  if (!room) return null;
  return (
    <div className="chat-room">
      <button
        type="button"
        className="left-bar__link"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="left-bar__icon" aria-hidden="true">
          ✉
        </span>
        {mini ? null : <span className="left-bar__label">{t('chat_room')}</span>}
      </button>
      {open ? (
        <iframe className="chat-room__frame" src={room.url} title={t('chat_room')} width={320} height={480} />
      ) : null}
    </div>
  );
}
