import { NavLink } from 'react-router-dom';

/**
 * Placeholder header: the shell UI feature replaces this with the real header and menus.
 * Navigation is client-side so a failing remote never takes the header down with it.
 */
const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/live', label: 'Live' },
  { to: '/elott', label: 'Lottery' },
  { to: '/promotions', label: 'Promotions' },
  { to: '/member/profile', label: 'Member' },
  { to: '/agent', label: 'Agent' },
];

export function AppHeader() {
  return (
    <header className="app-header">
      <nav aria-label="Main">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'}>
            {link.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
