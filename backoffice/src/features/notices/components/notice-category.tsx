import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@site/shared';
import type { AdminNotice } from '@site/shared/schemas/operator';
import { dateTime } from '../../../lib/model/format';
import { STATE_TONE } from '../../../lib/model/schedule';

function schedule(t: TFunction, n: AdminNotice, language: string): string {
  const from = n.startsAt ? dateTime(n.startsAt, language) : null;
  const to = n.endsAt ? dateTime(n.endsAt, language) : null;
  if (from && to) return t('notices.between', { from, to });
  if (from) return t('notices.from', { from });
  if (to) return t('notices.until', { to });
  return t('notices.always');
}

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
                {t(`notices.audiences.${n.audience}`)} · {schedule(t, n, i18n.language)} ·{' '}
                {t('notices.languages', { count: Object.keys(n.translations).length })}
              </span>
            </div>
            <Badge tone={STATE_TONE[n.state]}>{t(`notices.states.${n.state}`)}</Badge>
            {canManage ? (
              <div className="bo-actions bo-notice-row__actions">
                <Button
                  variant="ghost"
                  disabled={i === 0 || busyId === n.id}
                  aria-label={t('notices.moveUp', { title: n.title })}
                  onClick={() => onMove(n, 'up')}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  disabled={i === notices.length - 1 || busyId === n.id}
                  aria-label={t('notices.moveDown', { title: n.title })}
                  onClick={() => onMove(n, 'down')}
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('notices.editOf', { title: n.title })}
                  onClick={() => onEdit(n)}
                >
                  {t('notices.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('notices.translateOf', { title: n.title })}
                  onClick={() => onTranslate(n)}
                >
                  {t('notices.translate')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('notices.deleteOf', { title: n.title })}
                  onClick={() => onDelete(n)}
                >
                  {t('notices.delete')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
