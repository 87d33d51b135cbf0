export interface PopupState {
  listLength: number;
  publicityFlag: boolean;
  pathname: string;
  loggedIn: boolean;
  /** Session flag set when a logged-in player closed the popup (docs/site-rules.md "Data" publicityClose). */
  publicityClose: boolean;
  /** A visitor closed it during this page view. */
  dismissed: boolean;
}

const REGISTER_PATHS = ['/register', '/register.html'];

/**
 * docs/site-rules.md "Flows" announcement popup: shown when the list is non-empty, the publicity flag is on and the route is not
 * register; once a logged-in player closes it, the session flag keeps it hidden; on /help the help modal shows
 * instead.
 */
export function shouldShowPopup(s: PopupState): boolean {
  if (s.listLength === 0 || !s.publicityFlag) return false;
  if (REGISTER_PATHS.includes(s.pathname) || s.pathname === '/help') return false;
  if (s.loggedIn && s.publicityClose) return false;
  return !s.dismissed;
}
