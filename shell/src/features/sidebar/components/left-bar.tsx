import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSessionStore, useVendors } from '@site/shared';
import { MEMBER_LINKS } from '../../../lib/member-links';
import { useMemberStore } from '../../../stores/member-store';
import { useShellUi } from '../../../stores/shell-ui-store';
import { useFlag } from '../../../stores/site-config-store';
import { categoriesFromVendors } from '../lib/game-nav';
import { AppDownloadQr } from '../../../components/app-download-qr';
import { CategoryItem } from './category-item';
import { ChatRoomWidget } from './chat-room-widget';
import { LanguagePicker } from './language-picker';

function Item({ to, label, icon, mini }: { to: string; label: string; icon: string; mini: boolean }) {
  return (
    <li>
      <NavLink to={to} end className="left-bar__link" aria-label={mini ? label : undefined} title={mini ? label : undefined}>
        <span className="left-bar__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="left-bar__label">{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * Left bar (SPEC §2): invite friends (referral on), VIP cash back with the rank label, rewards, game navigation
 * (home, hot, favourites, vendor categories, promotions), app download QR codes, language picker, chat room.
 */
export function LeftBar({ forcedMini = false }: { forcedMini?: boolean }) {
  const { t } = useTranslation('nav');
  const userMini = useShellUi((s) => s.sidebarMini);
  const mini = forcedMini || userMini;
  const referral = useFlag('referral');
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const rankLabel = useMemberStore((s) => s.info?.clubLabel.labelName ?? null);
  // A failed vendors call leaves the fixed items only: the menu must not break on it.
  const vendors = useVendors().data;
  const categories = useMemo(() => (vendors ? categoriesFromVendors(vendors) : []), [vendors]);

  return (
    <aside className={['left-bar', mini ? 'left-bar--mini' : ''].join(' ')} aria-label={t('side_menu')}>
      <nav aria-label={t('account_shortcuts')}>
        <ul className="left-bar__list">
          {referral ? <Item to={MEMBER_LINKS.inviteFriends} label={t('invite_friends')} icon="✉" mini={mini} /> : null}
          <Item to={MEMBER_LINKS.vipCashBack} label={loggedIn && rankLabel ? t('vip_cash_back_rank', { rank: rankLabel }) : t('vip_cash_back')} icon="♛" mini={mini} />
          <Item to={MEMBER_LINKS.rewards} label={t('rewards')} icon="★" mini={mini} />
        </ul>
      </nav>
      <nav aria-label={t('games')}>
        <ul className="left-bar__list">
          <Item to="/" label={t('home')} icon="⌂" mini={mini} />
          <Item to="/hot" label={t('hot')} icon="♨" mini={mini} />
          <Item to="/fav" label={t('favourites')} icon="♥" mini={mini} />
          {categories.map((c) => (
            <CategoryItem key={c.key} category={c} mini={mini} />
          ))}
          <Item to="/promotions" label={t('promotions')} icon="%" mini={mini} />
        </ul>
      </nav>
      {mini ? null : (
        <section className="left-bar__download" aria-label={t('app_download')}>
          <h2 className="left-bar__heading">{t('app_download')}</h2>
          <AppDownloadQr />
        </section>
      )}
      <LanguagePicker mini={mini} />
      <ChatRoomWidget mini={mini} />
    </aside>
  );
}
