import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionStore } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { CustomerServiceButton } from './customer-service-button';
import { MemberPanel } from './member-panel';
import { ThemeSwitch } from './theme-switch';
import { Icon } from '../../../components/icons';
import { usePhoneLayout } from '../../../hooks/use-phone-layout';

/** App download, customer service and theme: in the header on wide screens, in the drawer on phones. */
export function HeaderTools() {
  const { t } = useTranslation('header');
  const open = useShellUi((s) => s.open);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('app_download')}
        onClick={() => open({ kind: 'app-download' })}
      >
        <Icon name="download" />
      </button>
      <CustomerServiceButton />
      <ThemeSwitch />
    </>
  );
}

/**
 * Site header (docs/site-rules.md "Screens"): menu toggle, logo, home, visitor buttons or the member panel, service, theme. On a phone
 * it keeps the menu button, the logo and log in / register (or the balance and avatar); the rest is in the drawer.
 */
export function Header({ signOut, sidebarToggle = true }: { signOut: ReactNode; sidebarToggle?: boolean }) {
  const { t } = useTranslation('header');
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const open = useShellUi((s) => s.open);
  const mini = useShellUi((s) => s.sidebarMini);
  const toggleSidebar = useShellUi((s) => s.toggleSidebar);
  const drawerOpen = useShellUi((s) => s.drawerOpen);
  const setDrawerOpen = useShellUi((s) => s.setDrawerOpen);
  const phone = usePhoneLayout();
  const toggleMenu = () => (phone ? setDrawerOpen(!drawerOpen) : toggleSidebar());
  return (
    <header className="app-header">
      {sidebarToggle ? (
        <button
          type="button"
          className="icon-button app-header__menu"
          aria-label={t('collapse_menu')}
          aria-pressed={mini}
          onClick={toggleMenu}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      {/* Named by its visible text, the site's name (on a phone only visually hidden: the mark shows). An aria-label
          here would differ from the visible text, which axe reports (label-content-name-mismatch). */}
      <Link to="/" className="app-header__logo">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="var(--accent)" />
          <text x="16" y="22" fontSize="18" fontWeight="700" textAnchor="middle" fill="var(--on-accent)">
            R
          </text>
        </svg>
        <span className="app-header__brand">{t('common:site_name')}</span>
      </Link>
      <Link to="/" className="icon-button app-header__home" aria-label={t('home')}>
        <Icon name="home" />
      </Link>
      <div className="app-header__spacer" />
      {loggedIn ? (
        <MemberPanel signOut={signOut} />
      ) : (
        <div className="app-header__visitor">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={() => open({ kind: 'auth', tab: 'login' })}
          >
            {t('auth:login')}
          </button>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => open({ kind: 'auth', tab: 'register' })}
          >
            {t('auth:register')}
          </button>
        </div>
      )}
      <div className="app-header__tools">
        <HeaderTools />
      </div>
    </header>
  );
}
