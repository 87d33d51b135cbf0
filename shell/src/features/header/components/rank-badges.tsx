import { useTranslation } from 'react-i18next';
import { useSessionStore, type OverlayRequest } from '@site/shared';
import { MEMBER_OVERLAYS } from '../../../lib/member-links';
import { useMemberInfo } from '../../../api/get-member-info';

/**
 * VIP icon (→ player rank) and the member label badge in its custom colours (→ player rank; security centre when
 * the member has no label), docs/site-rules.md "Screens".
 */
export function RankBadges({ go }: { go: (request: OverlayRequest) => void }) {
  const { t } = useTranslation('header');
  const club = useMemberInfo()?.clubLabel ?? null;
  const label = useSessionStore((s) => s.memberLabel);
  return (
    <div className="rank-badges">
      <button
        type="button"
        className="vip-icon"
        onClick={() => go(MEMBER_OVERLAYS.playerRank)}
        aria-label={t('player_rank', { rank: club?.labelName ?? '' })}
      >
        <span aria-hidden="true">VIP{club ? club.rankLevel : ''}</span>
      </button>
      {label ? (
        <button
          type="button"
          className="member-label"
          style={{ color: label.color2, background: label.color }}
          onClick={() => go(MEMBER_OVERLAYS.playerRank)}
        >
          {label.labelName}
        </button>
      ) : (
        <button
          type="button"
          className="member-label member-label--none"
          onClick={() => go(MEMBER_OVERLAYS.securityCentre)}
        >
          {t('security_centre')}
        </button>
      )}
    </div>
  );
}
