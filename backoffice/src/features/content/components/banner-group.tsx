import { useTranslation } from 'react-i18next';
import { Badge } from '@site/shared';
import type { AdminBanner } from '@site/shared/schemas/operator';
import { STATE_TONE, scheduleText } from '../../../lib/model/schedule';
import { OrderedRowActions } from '../../../lib/components/ordered-row-actions';

/**
 * One group's banners in home's order: picture, title and link, state at the server's clock, schedule, and (with
 * `content.manage`) up/down, edit and delete. Buttons name their banner for screen readers.
 */
export function BannerGroup({
  group,
  banners,
  canManage,
  busyId,
  onMove,
  onEdit,
  onTranslate,
  onDelete,
}: {
  group: string;
  banners: AdminBanner[];
  canManage: boolean;
  busyId: number | null;
  onMove: (banner: AdminBanner, direction: 'up' | 'down') => void;
  onEdit: (banner: AdminBanner) => void;
  onTranslate: (banner: AdminBanner) => void;
  onDelete: (banner: AdminBanner) => void;
}) {
  const { t, i18n } = useTranslation('bo');
  const headingId = `banner-group-${group}`;
  return (
    <section className="bo-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`content.groups.${group}`)} <span className="bo-muted">({banners.length})</span>
      </h2>
      <ol className="bo-banner-list">
        {banners.map((b, i) => (
          <li key={b.id} className="bo-banner-row" data-banner-id={b.id}>
            <img className="bo-banner-row__thumb" src={b.imageUrl} alt="" width={120} height={40} />
            <div className="bo-banner-row__text">
              <span className="bo-strong">{b.title}</span>
              <span className="bo-muted">
                {b.linkageType === 'NONE'
                  ? t('content.noLink')
                  : `${t(`content.linkTypes.${b.linkageType}`)}: ${b.linkage ?? ''}`}
              </span>
              <span className="bo-muted">{scheduleText(t, 'content', b, i18n.language)}</span>
            </div>
            <Badge tone={STATE_TONE[b.state]}>{t(`content.states.${b.state}`)}</Badge>
            {canManage ? (
              <OrderedRowActions
                className="bo-banner-row__actions"
                first={i === 0}
                last={i === banners.length - 1}
                busy={busyId === b.id}
                label={(key) => t(`content.${key}`, { title: b.title })}
                onMove={(direction) => onMove(b, direction)}
                actions={[
                  { key: 'edit', onClick: () => onEdit(b) },
                  { key: 'translate', onClick: () => onTranslate(b) },
                  { key: 'delete', onClick: () => onDelete(b) },
                ]}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
