import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorState, Spinner, lockScroll, useSessionStore } from '@site/shared';
import { LANGUAGES } from '@site/shared/i18n';
import { usePhoneLayout } from '../../../hooks/use-phone-layout';
import { useChatRooms } from '../api/get-chat-rooms';
import { useChatStream } from '../hooks/use-chat-stream';
import { pickRoom, useChatUi } from '../model/chat-store';
import { refusalText } from '../model/refusal-text';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message-item';

const nativeName = (code: string) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;

/**
 * The chat room (docs/chat.md "Widget"): docked beside the left bar on a wide screen, a full-screen sheet on a phone
 * (a modal there: scroll locked, Escape and the close button return to the page). Mounted by the shell layout, not
 * the left bar, whose phone drawer closes when the sheet opens.
 */
export function ChatPanel() {
  const { open } = useChatUi();
  return open ? <OpenChatPanel /> : null;
}

function OpenChatPanel() {
  const { t, i18n } = useTranslation('chat');
  const { setOpen, setRoom, room: picked, markSeen } = useChatUi();
  const phone = usePhoneLayout();
  const token = useSessionStore((s) => s.token ?? null);
  const rooms = useChatRooms();
  const offered = rooms.data?.rooms.map((r) => r.id) ?? [];
  const room = rooms.data ? pickRoom(picked, i18n.language, offered) : null;
  const stream = useChatStream(room, token);
  const muted = new Set(rooms.data?.mutedAuthors ?? []);
  const shown = stream.messages.filter((m) => !m.authorKey || !muted.has(m.authorKey));
  const list = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);

  const close = () => {
    setOpen(false);
    document.querySelector<HTMLElement>('[data-chat-launcher]')?.focus();
  };
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('textarea, .chat-panel__close')?.focus();
  }, []);
  useEffect(() => (phone ? lockScroll() : undefined), [phone]);
  const lastId = shown.at(-1)?.id ?? 0;
  useEffect(() => {
    if (room && lastId > 0) markSeen(room, lastId);
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [room, lastId, markSeen]);

  return (
    <section
      ref={panel}
      id="chat-panel"
      className={`chat-panel${phone ? ' chat-panel--sheet' : ''}`}
      role="dialog"
      aria-modal={phone}
      aria-labelledby="chat-panel-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <header className="chat-panel__header">
        <h2 id="chat-panel-title" className="chat-panel__title">
          {t('title')}
        </h2>
        {rooms.data ? (
          <label className="chat-panel__room">
            <span className="ui-visually-hidden">{t('room_label')}</span>
            <select value={room ?? ''} onChange={(e) => setRoom(e.target.value)}>
              {rooms.data.rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.kind === 'vip' ? t('room_vip') : nativeName(r.id)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" className="chat-panel__close" aria-label={t('close')} onClick={close}>
          ✕
        </button>
      </header>
      {rooms.isError ? <ErrorState onRetry={() => void rooms.refetch()} /> : null}
      {stream.status === 'refused' ? (
        <p className="chat-panel__notice" role="status">
          {refusalText(t, new ApiError(403, stream.refusal?.code ?? '', '', stream.refusal?.value))}
        </p>
      ) : null}
      {stream.status === 'connecting' && !rooms.isError ? <Spinner label={t('loading')} /> : null}
      {stream.status === 'reconnecting' ? (
        <p className="chat-panel__notice" role="status">
          {t('reconnecting')}
        </p>
      ) : null}
      {stream.status === 'live' && shown.length === 0 ? (
        <p className="chat-panel__empty">{t('empty')}</p>
      ) : null}
      {/* The log is a wrapper, not the list itself: a list keeps its role, so its items stay list items. */}
      <div
        ref={list}
        className="chat-panel__messages"
        role="log"
        aria-live="polite"
        aria-label={t('messages')}
        tabIndex={0}
      >
        <ol className="chat-panel__list">
          {shown.map((m) => (
            <ChatMessageItem
              key={m.id}
              message={m}
              member={token !== null}
              own={m.authorKey !== null && m.authorKey === rooms.data?.authorKey}
            />
          ))}
        </ol>
      </div>
      {room ? <ChatComposer room={room} access={rooms.data} /> : null}
    </section>
  );
}
