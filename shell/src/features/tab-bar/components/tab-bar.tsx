import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { emit, overlayFromUrl, type OverlayRequest } from '@site/shared';
import { MEMBER_OVERLAYS } from '../../../lib/member-links';
import { Icon, type IconName } from '../../../components/icons';

function TabLink({ to, label, icon }: { to: string; label: string; icon: IconName }) {
  return (
    <li>
      <NavLink to={to} end className="tab-bar__tab">
        <Icon name={icon} size={22} />
        <span className="tab-bar__label">{label}</span>
      </NavLink>
    </li>
  );
}

function TabButton({
  request,
  current,
  label,
  icon,
}: {
  request: OverlayRequest;
  current: boolean;
  label: string;
  icon: IconName;
}) {
  return (
    <li>
      <button
        type="button"
        className="tab-bar__tab"
        aria-current={current ? 'page' : undefined}
        // The overlay host applies the access rules (login popup, real-account warning): one rule for every entry.
        onClick={() => emit('overlay:open', request)}
      >
        <Icon name={icon} size={22} />
        <span className="tab-bar__label">{label}</span>
      </button>
    </li>
  );
}

/**
 * The phone's bottom tab bar (docs/decisions.md "Phone navigation"): Home, Promotions, Deposit, Withdraw and the
 * member centre, one tap from every page with the header, as the market's leading sites do. Shown at phone widths only
 * (layout.css); while a member or agent overlay is open it stays above it, so Deposit and Withdraw stay one tap
 * away inside the member centre too.
 */
export function TabBar() {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const overlay = overlayFromUrl(location.pathname, location.search);
  const page = overlay?.owner === 'mfe_member' ? overlay.page : null;
  return (
    <nav
      aria-label={t('tab_bar')}
      className={['tab-bar', overlay ? 'tab-bar--over-overlay' : ''].filter(Boolean).join(' ')}
    >
      <ul className="tab-bar__list">
        <TabLink to="/" label={t('home')} icon="home" />
        <TabLink to="/promotions" label={t('promotions')} icon="promotions" />
        <TabButton
          request={MEMBER_OVERLAYS.deposit}
          current={page === 'depositv2'}
          label={t('header:deposit')}
          icon="deposit"
        />
        <TabButton
          request={MEMBER_OVERLAYS.withdraw}
          current={page === 'withdraw'}
          label={t('header:withdraw')}
          icon="withdraw"
        />
        <TabButton
          request={MEMBER_OVERLAYS.centre}
          current={page !== null && page !== 'depositv2' && page !== 'withdraw'}
          label={t('tab_member')}
          icon="member"
        />
      </ul>
    </nav>
  );
}
