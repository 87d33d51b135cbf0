import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  showToast,
  formatAmount,
  formatDateTime,
} from '@site/shared';
import { errorMessage } from '../../../lib/error-message';
import { markMessages } from '../api/mark-messages';
import { messageKeys, messagesQuery, type MemberMessage } from '../api/get-messages';
import { unreadCountQuery } from '../api/get-unread-count';

/** messageV2: internal messages with the unread count (CSP_unreadCount); read and delete. */
export function MessagesPage() {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const list = useQuery(messagesQuery());
  const unread = useQuery(unreadCountQuery());

  const act = async (action: 'read' | 'delete', ids: number[]) => {
    try {
      await markMessages(action, ids);
      await Promise.all([
        client.invalidateQueries({ queryKey: messageKeys.list() }),
        client.invalidateQueries({ queryKey: messageKeys.unread() }),
      ]);
    } catch (error) {
      showToast({ message: errorMessage(t, error), tone: 'danger' });
    }
  };

  if (list.isPending) return <Skeleton height={160} />;
  if (list.isError)
    return <ErrorState message={errorMessage(t, list.error)} onRetry={() => void list.refetch()} />;
  const items = list.data.items;
  const unreadIds = items.filter((m) => !m.read).map((m) => m.id);
  return (
    <div className="member-messages">
      <p>
        {t('messages.unread')} <Badge count={unread.data?.CSP_unreadCount ?? 0} />
      </p>
      {unreadIds.length > 0 ? (
        <Button type="button" variant="secondary" onClick={() => void act('read', unreadIds)}>
          {t('messages.readAll')}
        </Button>
      ) : null}
      {items.length === 0 ? (
        <EmptyState message={t('messages.empty')} />
      ) : (
        <ul className="member-messages__list">
          {items.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              onRead={() => void act('read', [m.id])}
              onDelete={() => void act('delete', [m.id])}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function MessageItem({
  message,
  onRead,
  onDelete,
}: {
  message: MemberMessage;
  onRead: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('member');
  // Amounts in messages read like everywhere else: two decimals and the language's separators.
  const raw = message.params ?? {};
  const params: Record<string, unknown> = { ...raw };
  if (typeof raw.amount === 'number') params.amount = formatAmount(raw.amount, i18n.language);
  // Codes in a message's parameters read as words: a contract's kind by its name.
  if (typeof raw.contractKind === 'string')
    params.contractKind = t(`messages.contractKinds.${raw.contractKind}`, { defaultValue: raw.contractKind });
  // An ended contract says why: the body has one wording per end reason (docs/agents.md "Contract ends").
  const context =
    message.kind === 'agent.contract.terminated' && typeof raw.reason === 'string' ? raw.reason : undefined;
  const title =
    message.title ?? t(`messages.kinds.${message.kind}.title`, { ...params, defaultValue: message.kind });
  const body =
    message.body ?? t(`messages.kinds.${message.kind}.body`, { ...params, context, defaultValue: '' });
  return (
    <li className={message.read ? 'member-message' : 'member-message member-message--unread'}>
      <h3>
        {title}
        {message.read ? null : <span className="ui-visually-hidden">{t('messages.unreadMark')}</span>}
      </h3>
      <p>{body}</p>
      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
      {message.read ? null : (
        <Button type="button" variant="ghost" onClick={onRead} aria-label={t('messages.markRead', { title })}>
          {t('messages.read')}
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        onClick={onDelete}
        aria-label={t('messages.deleteOne', { title })}
      >
        {t('messages.delete')}
      </Button>
    </li>
  );
}
