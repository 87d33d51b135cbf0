import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { Button, Toaster } from '@site/shared';
import { useSignOut } from '../features/auth';
import type { Staff } from '../lib/api/staff-contract';
import { useSessionExpiry } from '../lib/hooks/use-session-expiry';
import { can } from '../lib/model/permissions';
import { BO_LANGUAGES, switchBoLanguage, type BoLanguage } from './i18n';
import { NAV_ITEMS } from './nav';

/** Header (who is signed in, language, sign-out), the side navigation the role may use, and the desk. */
export function Layout({ staff }: { staff: Staff }) {
  const { t, i18n } = useTranslation('bo');
  const signOut = useSignOut();
  useSessionExpiry();
  return (
    <div className="bo-layout">
      <a className="bo-skip" href="#bo-main">
        {t('layout.skip')}
      </a>
      <header className="bo-header">
        <span className="bo-brand">{t('layout.brand')}</span>
        <div className="bo-header__right">
          <label className="bo-lang">
            <span className="ui-visually-hidden">{t('layout.language')}</span>
            <select
              value={i18n.language}
              onChange={(event) => void switchBoLanguage(event.target.value as BoLanguage)}
            >
              {BO_LANGUAGES.map((language) => (
                <option key={language.code} value={language.code} lang={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          </label>
          <span className="bo-who" data-testid="staff-who">
            {staff.displayName} · {t(`roles.${staff.role}`, { defaultValue: staff.role })}
          </span>
          <Button
            variant="ghost"
            onClick={() => signOut.mutate(false)}
            busy={signOut.isPending && !signOut.variables}
          >
            {t('layout.signOut')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => signOut.mutate(true)}
            busy={signOut.isPending && signOut.variables}
          >
            {t('layout.signOutAll')}
          </Button>
        </div>
      </header>
      <nav className="bo-nav" aria-label={t('layout.nav')}>
        <ul>
          {NAV_ITEMS.filter((item) => can(staff, item.permission)).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'}>
                {t(`nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="bo-main" className="bo-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
