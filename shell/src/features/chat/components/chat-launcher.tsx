import { useTranslation } from 'react-i18next';
import { Badge } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { Icon } from '../../../components/icons';
import { useChatRooms } from '../api/get-chat-rooms';
import { useChatUnread } from '../api/get-chat-unread';
import { pickRoom, useChatUi } from '../model/chat-store';

/** The left bar's chat entry (docs/chat.md "Widget"): opens the docked panel / phone sheet, with the unread count. */
export function ChatLauncher({ mini }: { mini: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const { open, setOpen, room: picked, seen } = useChatUi();
  // The rooms are needed only to count unread messages, and those only for a room the player has read before: a
  // first visit (every visitor's page) asks for nothing; the panel asks for the rooms itself when opened.
  const counting = !open && Object.keys(seen).length > 0;
  const rooms = useChatRooms(counting).data?.rooms ?? [];
  const room = pickRoom(
    picked,
    i18n.language,
    rooms.map((r) => r.id),
  );
  const afterId = seen[room] ?? 0;
  const unread = useChatUnread(room, afterId, !open && afterId > 0).data?.count ?? 0;
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);
  const label = t('title');
  return (
    <div className="chat-launcher">
      <button
        type="button"
        className="left-bar__link chat-launcher__button"
        aria-expanded={open}
        aria-controls="chat-panel"
        data-chat-launcher=""
        aria-label={mini ? label : undefined}
        title={mini ? label : undefined}
        onClick={() => {
          // On a phone the sheet replaces the menu drawer it was opened from.
          if (!open) setDrawerOpen(false);
          setOpen(!open);
        }}
      >
        <span className="left-bar__icon" aria-hidden="true">
          <Icon name="chat" />
        </span>
        <span className="left-bar__label">{label}</span>
        {open ? null : <Badge count={unread} label={t('unread', { count: unread })} />}
      </button>
    </div>
  );
}
