import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Modal, Spinner, useSessionStore } from '@site/shared';
import { sanitizeHtml } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { announcementsQuery, type AnnouncementPage } from '../api/get-announcements';

/** docs/site-rules.md "Limits": 9 announcements per page in the notice modal. */
export const NOTICE_PAGE_SIZE = 9;

/** Notice modal: list of titles and the detail of the selected one; opens at the index the bar was clicked on. */
export function NoticeModal() {
  const modal = useShellUi((s) => s.modal);
  const close = useShellUi((s) => s.close);
  if (modal?.kind !== 'notice') return null;
  return <NoticeModalBody startIndex={modal.index} onClose={close} />;
}

function NoticeModalBody({ startIndex, onClose }: { startIndex: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('notice');
  const token = useSessionStore((s) => s.token);
  const [page, setPage] = useState(Math.floor(startIndex / NOTICE_PAGE_SIZE) + 1);
  const [selected, setSelected] = useState(startIndex % NOTICE_PAGE_SIZE);
  const answer = useQuery(
    announcementsQuery('notice', page, NOTICE_PAGE_SIZE, token ? 'member' : 'visitor', i18n.language),
  );
  // A failed page shows as an empty one (the modal stays usable to go back).
  const data: AnnouncementPage | null = answer.isError
    ? { list: [], page, totalPages: 1, total: 0 }
    : (answer.data ?? null);

  const goTo = (next: number) => {
    setPage(next);
    setSelected(0);
  };
  const current = data?.list[selected];

  return (
    <Modal open onClose={onClose} title={t('notices')} className="notice-modal">
      {!data ? (
        <Spinner />
      ) : data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="notice-modal__layout">
          <nav aria-label={t('notice_list')}>
            <ul className="notice-modal__list">
              {data.list.map((item, i) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={i === selected ? 'true' : undefined}
                    onClick={() => setSelected(i)}
                  >
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
            <div className="notice-modal__pager">
              <button type="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('common:prev')}
              </button>
              <span>{t('page_of', { page, total: data.totalPages })}</span>
              <button type="button" disabled={page >= data.totalPages} onClick={() => goTo(page + 1)}>
                {t('common:next')}
              </button>
            </div>
          </nav>
          {current ? (
            <article className="notice-modal__detail" aria-labelledby="notice-detail-title">
              <h3 id="notice-detail-title">{current.title}</h3>
              <time dateTime={current.createdAt}>{new Date(current.createdAt).toLocaleDateString()}</time>
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }} />
            </article>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
