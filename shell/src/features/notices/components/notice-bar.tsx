import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { announcementsQuery } from '../api/get-announcements';

/** How many notices the bar scrolls through (the first page of the notice list). */
const BAR_SIZE = 9;

/** Scrolling notice bar (docs/site-rules.md "Screens"): clicking a title opens the notice modal at that index. */
export function NoticeBar() {
  const { t, i18n } = useTranslation('notice');
  const token = useSessionStore((s) => s.token);
  const open = useShellUi((s) => s.open);
  const answer = useQuery(
    announcementsQuery('notice', 1, BAR_SIZE, token ? 'member' : 'visitor', i18n.language),
  );
  const items = answer.data?.list ?? [];
  // While the notices load, an empty bar of the same height holds their place: appearing later, the bar pushed
  // the page below it down (a layout shift of 0.02 on /register at a phone's width).
  if (answer.isPending)
    return (
      <div className="notice-bar" aria-hidden="true">
        <span className="notice-bar__item notice-bar__item--placeholder">&nbsp;</span>
      </div>
    );
  if (items.length === 0) return null;
  return (
    <section className="notice-bar" aria-label={t('notices')}>
      <svg
        className="notice-bar__icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
          fill="currentColor"
        />
      </svg>
      <div className="notice-bar__viewport">
        <ul className="notice-bar__track">
          {items.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className="notice-bar__item"
                onClick={() => open({ kind: 'notice', index })}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
