import { useTranslation } from 'react-i18next';
import { Amount, Badge, Button, ProgressBar, formatAmount, showToast } from '@site/shared';
import type { Mission } from '@site/shared/schemas';
import { useClaimMission } from '../api/claim-mission';
import { missionErrorMessage } from './mission-error';

/** What the mission asks, in the member's language (the operator's title is for operators). */
function useMissionGoal(mission: Mission): string {
  const { t, i18n } = useTranslation('promotions');
  const target =
    mission.kind === 'games' ? String(mission.target) : formatAmount(mission.target, i18n.language);
  return t(`missions.kind.${mission.kind}`, { target });
}

function ClaimButton({ mission }: { mission: Mission }) {
  const { t } = useTranslation('promotions');
  const claim = useClaimMission();
  if (mission.status === 'claimed') return <Badge tone="success">{t('missions.claimed')}</Badge>;
  if (mission.status === 'in_progress') {
    return (
      <Button variant="secondary" disabled>
        {t('missions.inProgress')}
      </Button>
    );
  }
  const onClick = () =>
    claim.mutate(mission.id, {
      onSuccess: (result) =>
        showToast({
          message: t('missions.claimedToast', { amount: result.reward.toFixed(2) }),
          tone: 'success',
        }),
      onError: (error) => showToast({ message: missionErrorMessage(t, error), tone: 'danger' }),
    });
  return (
    <Button busy={claim.isPending} onClick={onClick}>
      {t('missions.claim')}
    </Button>
  );
}

/** One mission: its goal with a progress bar, the reward, and the claim button or its state. */
export function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useTranslation('promotions');
  const goal = useMissionGoal(mission);
  const money = mission.kind !== 'games';
  return (
    <li className="missions__item" data-mission={mission.code}>
      <ProgressBar
        value={mission.progress}
        max={mission.target}
        label={goal}
        valueText={
          money ? (
            <>
              <Amount value={mission.progress} /> / <Amount value={mission.target} />
            </>
          ) : (
            `${mission.progress} / ${mission.target}`
          )
        }
      />
      <div className="missions__foot">
        <span>
          {t('missions.reward')} <Amount value={mission.reward} />
        </span>
        <ClaimButton mission={mission} />
      </div>
    </li>
  );
}
