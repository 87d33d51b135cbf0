import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  EmptyState,
  ErrorState,
  Skeleton,
  isTrialAccount,
  sanitizeHtml,
  useSessionStore,
  formatDate,
} from '@site/shared';
import type { PromotionDetail } from '@site/shared/schemas';
import { usePromotion } from '../api/get-promotion';
import { ApplyForm } from './apply-form';
import { StateBadge } from './promotion-card';
import { PromotionAction } from './promotion-action';
import '../../../lib/components/promotions.css';

/** `/promoDetail?id=` and `/promotions/:id`. */
export function PromoDetailPage() {
  const { t } = useTranslation('promotions');
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  const promotion = usePromotion(id);

  return (
    <main className="promo-page">
      <Link to="/promotions">{t('detail.back')}</Link>
      {!Number.isInteger(id) ||
      id <= 0 ||
      (promotion.error instanceof ApiError && promotion.error.code === 'PROMOTION_NOT_FOUND') ? (
        <EmptyState message={t('detail.notFound')} />
      ) : promotion.isPending ? (
        <Skeleton height={320} />
      ) : promotion.isError ? (
        <ErrorState onRetry={() => void promotion.refetch()} />
      ) : (
        <Detail promotion={promotion.data} />
      )}
    </main>
  );
}

function Detail({ promotion }: { promotion: PromotionDetail }) {
  const { t, i18n } = useTranslation('promotions');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const start = formatDate(promotion.startAt, i18n.language);
  const canApply =
    promotion.kind === 'fixed_bonus' &&
    promotion.state === 'join' &&
    !promotion.ineligibleReason &&
    Boolean(token) &&
    !isTrialAccount(isAgent);
  return (
    <article aria-labelledby="promo-title">
      <h1 id="promo-title">{promotion.title}</h1>
      <p className="promo-note">
        {promotion.endAt
          ? t('detail.periodEnd', { start, end: formatDate(promotion.endAt, i18n.language) })
          : t('detail.period', { start })}
      </p>
      <StateBadge state={promotion.state} />
      {promotion.wagerMultiplier > 0 && (
        <p className="promo-note">{t('detail.wagering', { multiplier: promotion.wagerMultiplier })}</p>
      )}
      {/* Operator HTML, rendered only through the shared allow-list sanitiser. */}
      <div className="promo-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }} />
      {promotion.ineligibleReason && (
        <p className="promo-note">{t(`ineligible.${promotion.ineligibleReason}`)}</p>
      )}
      {promotion.application && (
        <>
          <p>{t('detail.application', { status: t(`state.${promotion.state}`) })}</p>
          {promotion.application.operatorRemark && (
            <p>{t('detail.operatorRemark', { remark: promotion.application.operatorRemark })}</p>
          )}
        </>
      )}
      {canApply ? <ApplyForm promotionId={promotion.id} /> : <PromotionAction promotion={promotion} />}
    </article>
  );
}
