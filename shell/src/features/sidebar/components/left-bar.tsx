import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore, useVendors, whitelabelQuery } from '@site/shared';
import { MEMBER_LINKS } from '../../../lib/member-links';
import { useMemberInfo } from '../../../api/get-member-info';
import { useShellUi } from '../../../stores/shell-ui-store';
import { useFlag } from '../../../hooks/use-whitelabel';
import { usePhoneLayout } from '../../../hooks/use-phone-layout';
import { categoriesFromVendors } from '../lib/game-nav';
import { AppDownloadQr } from '../../../components/app-download-qr';
import { CategoryItem } from './category-item';
import { LanguagePicker } from './language-picker';
import { Icon, type IconName } from '../../../components/icons';

function Item({ to, label, icon, mini }: { to: string; label: string; icon: IconName; mini: boolean }) {
  return (
    <li>
      <NavLink
        to={to}
        end
        className="left-bar__link"
        aria-label={mini ? label : undefined}
        title={mini ? label : undefined}
      >
        <span className="left-bar__icon" aria-hidden="true">
          <Icon name={icon} />
        </span>
        <span className="left-bar__label">{label}</span>
      </NavLink>
    </li>
  );
}

/**
 * Left bar (docs/site-rules.md "Screens"): deposit and withdraw (members), invite friends (referral on), VIP cash back with the rank label, rewards, game navigation
 * (home, hot, favourites, vendor categories, promotions), app download QR codes, language picker, chat room.
 */
export function LeftBar({
  forcedMini = false,
  phoneTools,
  chat,
}: {
  forcedMini?: boolean;
  phoneTools?: ReactNode;
  /** The chat room's entry (features/chat), passed in by the layout: a feature never imports another. */
  chat?: (mini: boolean) => ReactNode;
}) {
  const { t } = useTranslation('nav');
  const userMini = useShellUi((s) => s.sidebarMini);
  const drawerOpen = useShellUi((s) => s.drawerOpen);
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);
  // The phone drawer always shows labels; mini applies to the wide-screen side bar only.
  const mini = (forcedMini || userMini) && !drawerOpen;
  const { pathname } = useLocation();
  // Choosing a destination closes the drawer, as does Escape.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen]);
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, setDrawerOpen]);
  const referral = useFlag('referral');
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const rankLabel = useMemberInfo()?.clubLabel.labelName ?? null;
  // A failed vendors call leaves the fixed items only: the menu must not break on it.
  const vendorsAnswer = useVendors();
  const vendors = vendorsAnswer.data;
  const categories = useMemo(() => (vendors ? categoriesFromVendors(vendors) : []), [vendors]);
  // The menu's items depend on the operator's flags (invite friends) and on the vendors (the categories): drawn
  // before both answered, the items moved down as each arrived, the page's largest layout shift on /rng (0.077 of
  // its 0.085). Until then the bar keeps its width, empty; a failed call counts as answered.
  const whitelabelPending = useQuery(whitelabelQuery()).isPending;
  const settled = !whitelabelPending && !vendorsAnswer.isPending;
  // On a phone the closed drawer is not displayed (layout.css): its ~150 links, QR and pickers are rendered when it
  // opens, not on every page load, where they were a fifth of the shell's first render (docs/performance.md).
  const closedDrawer = usePhoneLayout() && !drawerOpen;
  if (closedDrawer || !settled) return <aside className="left-bar" aria-label={t('side_menu')} />;

  return (
    <>
      {drawerOpen ? (
        <button
          type="button"
          className="left-bar__backdrop"
          aria-label={t('common:close')}
          onClick={() => setDrawerOpen(false)}
        />
      ) : null}
      <aside
        className={['left-bar', mini ? 'left-bar--mini' : '', drawerOpen ? 'left-bar--drawer-open' : ''].join(
          ' ',
        )}
        aria-label={t('side_menu')}
      >
        {phoneTools ? <div className="left-bar__phone-tools">{phoneTools}</div> : null}
        <nav aria-label={t('account_shortcuts')}>
          <ul className="left-bar__list">
            {loggedIn ? (
              <Item to={MEMBER_LINKS.deposit} label={t('header:deposit')} icon="deposit" mini={mini} />
            ) : null}
            {loggedIn ? (
              <Item to={MEMBER_LINKS.withdraw} label={t('header:withdraw')} icon="withdraw" mini={mini} />
            ) : null}
            {referral ? (
              <Item to={MEMBER_LINKS.inviteFriends} label={t('invite_friends')} icon="invite" mini={mini} />
            ) : null}
            <Item
              to={MEMBER_LINKS.vipCashBack}
              label={
                loggedIn && rankLabel ? t('vip_cash_back_rank', { rank: rankLabel }) : t('vip_cash_back')
              }
              icon="vip"
              mini={mini}
            />
            <Item to={MEMBER_LINKS.rewards} label={t('rewards')} icon="rewards" mini={mini} />
          </ul>
        </nav>
        <nav aria-label={t('games')}>
          <ul className="left-bar__list">
            <Item to="/" label={t('home')} icon="home" mini={mini} />
            <Item to="/hot" label={t('hot')} icon="hot" mini={mini} />
            <Item to="/fav" label={t('favourites')} icon="favourites" mini={mini} />
            {categories.map((c) => (
              <CategoryItem key={c.key} category={c} mini={mini} />
            ))}
            <Item to="/promotions" label={t('promotions')} icon="promotions" mini={mini} />
          </ul>
        </nav>
        {mini ? null : (
          <section className="left-bar__download" aria-label={t('app_download')}>
            <h2 className="left-bar__heading">{t('app_download')}</h2>
            <AppDownloadQr />
          </section>
        )}
        <LanguagePicker mini={mini} />
        {chat?.(mini)}
      </aside>
    </>
  );
}
