import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_OVERLAYS } from '../../../lib/member-links';
import { useCentreAccess } from '../hooks/use-centre-access';
import { AvatarMenu } from './avatar-menu';
import { BalancePanel } from './balance-panel';
import { RankBadges } from './rank-badges';

/** The logged-in panel of the header (docs/site-rules.md "Screens"). */
export function MemberPanel({ signOut }: { signOut: ReactNode }) {
  const { t } = useTranslation('header');
  const access = useCentreAccess();
  return (
    <div className="member-panel">
      <RankBadges go={access.go} />
      <BalancePanel />
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={() => access.go(MEMBER_OVERLAYS.deposit)}
      >
        {t('deposit')}
      </button>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        onClick={() => access.go(MEMBER_OVERLAYS.withdraw)}
      >
        {t('withdraw')}
      </button>
      <AvatarMenu go={access.go} signOut={signOut} />
    </div>
  );
}
