import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, Modal, useSessionStore } from '@site/shared';
import { sanitizeHtml } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { useFlag, useWhitelabel } from '../../../hooks/use-whitelabel';
import { announcementsQuery, type Announcement } from '../api/get-announcements';
import { shouldShowPopup } from '../lib/popup-rules';
import { markPopupSeen, popupAllSeen } from '../lib/popup-seen';

/** docs/site-rules.md "Limits": 8 announcements per page in the popup. */
const POPUP_PAGE_SIZE = 8;

/**
 * Announcement popup (docs/site-rules.md "Flows") and after-login modal: the server answers the logged-in list for a token and the
 * public list otherwise, so the list is re-read whenever the session changes. A first login adds a welcome line.
 */
export function AnnouncementPopup() {
  const { t, i18n } = useTranslation('notice');
  const { pathname } = useLocation();
  const token = useSessionStore((s) => s.token);
  const publicityClose = useSessionStore((s) => s.publicityClose);
  const publicityFlag = useFlag('publicityPopup');
  const site = useWhitelabel();
  const siteLoaded = site !== null;
  // The operator's rule (docs/back-office.md "Content: notices, help and links"); an older server sends none.
  const repeat = site?.popupRepeat ?? 'session';
  const afterLogin = useShellUi((s) => s.afterLogin);
  const otherModal = useShellUi((s) => s.modal);
  const loginCompleting = useShellUi((s) => s.loginCompleting);
  const answer = useQuery(
    announcementsQuery('popup', 1, POPUP_PAGE_SIZE, token ? 'member' : 'visitor', i18n.language),
  );
  const list: Announcement[] = answer.data?.list ?? [];
  const [dismissed, setDismissed] = useState(false);
  const [index, setIndex] = useState(0);

  // A login or logout in this page view is a new audience: the popup may show again, from its first announcement,
  // even with announcements already seen (the after-login modal).
  const firstToken = useRef(token);
  const audienceChanged = token !== firstToken.current;
  useEffect(() => {
    setDismissed(false);
    setIndex(0);
  }, [token]);

  const welcome = Boolean(token && afterLogin?.firstTime && !dismissed);
  // Once per browser session, or again when an announcement is new (docs/decisions.md "Announcement popup"); with
  // `new-only`, closed announcements stay closed in later sessions too.
  const seen =
    !audienceChanged &&
    popupAllSeen(
      list.map((a) => a.id),
      repeat,
    );
  const show =
    !otherModal &&
    (welcome ||
      (!seen &&
        shouldShowPopup({
          listLength: list.length,
          publicityFlag,
          pathname,
          loggedIn: Boolean(token),
          publicityClose,
          dismissed,
        })));
  // Whether the popup is decided for this page and audience: `pending` until the list for the current audience and the
  // site's flags have answered, then `open` or `none`. Automation (the end-to-end tests) waits on this instead of
  // guessing how long a popup takes to appear (docs/performance.md "Observable page states").
  const settled = answer.isFetched && !answer.isFetching && siteLoaded && !loginCompleting;
  const decision = show ? 'open' : settled ? 'none' : 'pending';
  // Layout effect: set in the same commit as the change that caused it (a login closing its dialog), never a frame late.
  useLayoutEffect(() => {
    document.documentElement.dataset.announcementPopup = decision;
  }, [decision]);
  if (!show) return null;

  const close = () => {
    markPopupSeen(
      list.map((a) => a.id),
      repeat,
    );
    setDismissed(true);
    if (token) useSessionStore.getState().setSession({ publicityClose: true });
    useShellUi.getState().setAfterLogin(null);
  };
  const current = list[index];
  return (
    <Modal
      open
      onClose={close}
      title={welcome ? t('auth:welcome_title') : t('announcements')}
      className="announcement-popup"
    >
      {welcome ? <p>{t('auth:welcome_body')}</p> : null}
      {current ? (
        <article aria-labelledby="popup-item-title">
          <h3 id="popup-item-title">{current.title}</h3>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
        </article>
      ) : null}
      {list.length > 1 ? (
        <div className="notice-modal__pager">
          <Button variant="ghost" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('common:prev')}
          </Button>
          <span>{t('page_of', { page: index + 1, total: list.length })}</span>
          <Button variant="ghost" disabled={index >= list.length - 1} onClick={() => setIndex(index + 1)}>
            {t('common:next')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
