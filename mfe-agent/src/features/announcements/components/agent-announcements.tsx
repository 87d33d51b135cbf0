import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Pagination, Skeleton, formatDateTime, sanitizeHtml } from '@site/shared';
import { ANNOUNCEMENTS_PAGE_SIZE, useAgentAnnouncements } from '../api/get-agent-announcements';

/**
 * The agent centre's announcement page: the site's announcements (there is no agent audience), newest first,
 * a page at a time. Each one is an article headed by its title, so a screen reader can jump between them. The body is
 * operator HTML, shown formatted through the shared sanitiser — never as tags, never unsanitised.
 */
export function AgentAnnouncements() {
  const { t, i18n } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const q = useAgentAnnouncements(page, i18n.language);

  if (q.isLoading) return <Skeleton />;
  if (q.isError) return <ErrorState message={t('announcements.failed')} onRetry={() => void q.refetch()} />;
  const data = q.data!;
  if (data.items.length === 0) return <EmptyState message={t('announcements.empty')} />;
  return (
    <div className="agent-page agent-announcements" aria-busy={q.isFetching || undefined}>
      {data.items.map((a) => (
        <article key={a.id} className="agent-contract" aria-labelledby={`announcement-${a.id}`}>
          <h3 id={`announcement-${a.id}`}>{a.title}</h3>
          <p className="agent-hint">
            <time dateTime={a.createdAt}>{formatDateTime(a.createdAt, i18n.language)}</time>
          </p>
          {/* Operator HTML: rendered, but only through the shared allow-list (docs/security.md). */}
          <div
            className="agent-announcements__content"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(a.content) }}
          />
        </article>
      ))}
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(data.total / ANNOUNCEMENTS_PAGE_SIZE))}
        onChange={setPage}
        busy={q.isFetching}
      />
    </div>
  );
}
