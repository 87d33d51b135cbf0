import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, Skeleton } from '@site/shared';
import type { PointReward } from '@site/shared/schemas';
import { usePointRewards } from '../api/get-point-rewards';
import { RedeemDialog } from './redeem-dialog';
import './points-mall.css';

/** Why a member cannot redeem a reward now, or null when they can. */
function blocker(reward: PointReward, available: number | null): string | null {
  if (reward.stock === 0) return 'points.rewards.outOfStock';
  if (reward.perMemberLimit !== null && reward.redeemedByMe >= reward.perMemberLimit) {
    return 'points.rewards.limitReached';
  }
  if (available !== null && available < reward.pointsCost) return 'points.rewards.notEnough';
  return null;
}

/** The rewards catalogue of /pointMall; `available` is the member's points (null for a visitor: no redeem button). */
export function RewardCatalogue({ available }: { available: number | null }) {
  const { t } = useTranslation('promotions');
  const rewards = usePointRewards();
  const [chosen, setChosen] = useState<PointReward | null>(null);
  return (
    <section aria-labelledby="points-rewards-title">
      <h2 id="points-rewards-title">{t('points.rewards.title')}</h2>
      {rewards.isPending ? (
        <Skeleton height={160} />
      ) : rewards.isError ? (
        <ErrorState onRetry={() => void rewards.refetch()} />
      ) : rewards.data.length === 0 ? (
        <EmptyState message={t('points.rewards.empty')} />
      ) : (
        <ul className="points-rewards">
          {rewards.data.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              available={available}
              onRedeem={() => setChosen(reward)}
            />
          ))}
        </ul>
      )}
      {chosen ? <RedeemDialog reward={chosen} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}

function RewardCard(props: { reward: PointReward; available: number | null; onRedeem: () => void }) {
  const { t } = useTranslation('promotions');
  const { reward, available } = props;
  const blocked = blocker(reward, available);
  return (
    <li className="points-reward">
      <img src={reward.imageUrl} alt="" width={320} height={200} loading="lazy" decoding="async" />
      <div className="points-reward__body">
        <h3>{reward.name}</h3>
        <p className="points-reward__cost">{t('points.rewards.cost', { points: reward.pointsCost })}</p>
        <p>
          {reward.stock === null
            ? t('points.rewards.unlimited')
            : t('points.rewards.stock', { left: reward.stock })}
        </p>
        {reward.perMemberLimit !== null ? (
          <p>{t('points.rewards.limit', { used: reward.redeemedByMe, limit: reward.perMemberLimit })}</p>
        ) : null}
        {available === null ? null : (
          <Button onClick={props.onRedeem} disabled={blocked !== null}>
            {blocked ? t(blocked) : t('points.rewards.redeem')}
          </Button>
        )}
      </div>
    </li>
  );
}
