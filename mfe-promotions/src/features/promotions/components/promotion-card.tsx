import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@site/shared';
import type { PromotionState, PromotionSummary } from '@site/shared/schemas';
import { PromotionAction } from './promotion-action';

const TONES: Record<PromotionState, BadgeTone> = {
  coming_soon: 'info',
  closed: 'neutral',
  join: 'accent',
  claim: 'success',
  applying: 'warning',
  rejected: 'danger',
  issued: 'success',
  process: 'info',
  claimed: 'neutral',
  signed: 'neutral',
};

export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation('promotions');
  return <Badge tone={TONES[state]}>{t(`state.${state}`)}</Badge>;
}

/** One promotion in the list: art, title, summary, state badge, the state's button and a link to the detail. */
export function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  return (
    <li className="promo-card" data-promotion={promotion.code}>
      <div className="promo-card__art" style={{ background: promotion.imageColor }} aria-hidden="true">
        <span className="promo-card__art-title">{promotion.title}</span>
      </div>
      <div className="promo-card__body">
        <h3>
          <Link
            to={`/promoDetail?id=${promotion.id}`}
            aria-label={t('list.details', { title: promotion.title })}
          >
            {promotion.title}
          </Link>
        </h3>
        <p>{promotion.summary}</p>
        {promotion.ineligibleReason && (
          <p className="promo-note">{t(`ineligible.${promotion.ineligibleReason}`)}</p>
        )}
        <div className="promo-card__actions">
          <StateBadge state={promotion.state} />
          <PromotionAction promotion={promotion} />
        </div>
      </div>
    </li>
  );
}
