import { useTranslation } from 'react-i18next';
import { Badge } from '@site/shared';
import type { AdminNotice } from '@site/shared/schemas/operator';
import { STATE_TONE, scheduleText } from '../../../lib/model/schedule';
import { OrderedRowActions } from '../../../lib/components/ordered-row-actions';

/**
 * One category's notices in the players' order: title, audience, schedule, languages written, state at the server's
 * clock, and (with `content.manage`) up/down, edit, languages and delete. Buttons name their notice.
 */
export function NoticeCategory({
  category,
  notices,
  canManage,
  busyId,
  onMove,
  onEdit,
  onTranslate,
  onDelete,
}: {
  category: string;
  notices: AdminNotice[];
  canManage: boolean;
  busyId: number | null;
  onMove: (notice: AdminNotice, direction: 'up' | 'down') => void;
  onEdit: (notice: AdminNotice) => void;
  onTranslate: (notice: AdminNotice) => void;
  onDelete: (notice: AdminNotice) => void;
}) {
  const { t, i18n } = useTranslation('bo');
  const headingId = `notice-category-${category}`;
  return (
    <section className="bo-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`notices.categories.${category}`)} <span className="bo-muted">({notices.length})</span>
      </h2>
      <p className="bo-muted">{t(`notices.where.${category}`)}</p>
      {notices.length === 0 ? <p>{t('notices.emptyCategory')}</p> : null}
      <ol className="bo-notice-list">
        {notices.map((n, i) => (
          <li key={n.id} className="bo-notice-row" data-notice-id={n.id}>
            <div className="bo-notice-row__text">
              <span className="bo-strong">{n.title}</span>
              <span className="bo-muted">
                {t(`notices.audiences.${n.audience}`)} · {scheduleText(t, 'notices', n, i18n.language)} ·{' '}
                {t('notices.languages', { count: Object.keys(n.translations).length })}
              </span>
            </div>
            <Badge tone={STATE_TONE[n.state]}>{t(`notices.states.${n.state}`)}</Badge>
            {canManage ? (
              <OrderedRowActions
                className="bo-notice-row__actions"
                first={i === 0}
                last={i === notices.length - 1}
                busy={busyId === n.id}
                label={(key) => t(`notices.${key}`, { title: n.title })}
                onMove={(direction) => onMove(n, direction)}
                actions={[
                  { key: 'edit', onClick: () => onEdit(n) },
                  { key: 'translate', onClick: () => onTranslate(n) },
                  { key: 'delete', onClick: () => onDelete(n) },
                ]}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
