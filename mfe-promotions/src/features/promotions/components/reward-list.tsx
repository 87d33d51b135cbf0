import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, useSessionStore } from '@site/shared';
import type { PromotionSummary } from '@site/shared/schemas';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from './promotion-card';
import '../../../lib/components/promotions.css';

/** What the member can take now: a bonus to claim, today's sign-in, an offer to apply for, one being wagered. */
const isReward = (p: PromotionSummary) =>
  !p.ineligibleReason &&
  (p.state === 'claim' ||
    p.state === 'process' ||
    (p.state === 'join' && (p.kind === 'daily_signin' || p.kind === 'fixed_bonus')));

/** Reward centre (member centre page rewardCenter): the promotions waiting for the member, and the way to the rest. */
export function RewardList() {
  const { t } = useTranslation('promotions');
  const token = useSessionStore((s) => s.token);
  const promotions = usePromotions();
  if (!token) return <EmptyState message={t('rewards.login')} />;
  if (promotions.isPending) return <Skeleton height={200} />;
  if (promotions.isError) return <ErrorState onRetry={() => void promotions.refetch()} />;
  const rewards = promotions.data.filter(isReward);
  return (
    <>
      {rewards.length === 0 ? (
        <EmptyState message={t('rewards.empty')} />
      ) : (
        <ul className="promo-grid">
          {rewards.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </ul>
      )}
      <p>
        <Link to="/promotions">{t('rewards.all')}</Link> · <Link to="/pointMall">{t('rewards.points')}</Link>
      </p>
    </>
  );
}
