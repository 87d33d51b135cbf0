import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, Spinner, sanitizeHtml, useHelpCenter } from '@site/shared';
import type { HelpTopic } from '@site/shared/schemas';

export function topicAnchor(topic: Pick<HelpTopic, 'id'>): string {
  return `topic-${topic.id}`;
}

/** Help topics with a table of contents; a URL hash (`#topic-<id>`) jumps to its topic (docs/site-rules.md "Routes" /help). */
export function HelpContent() {
  const { t, i18n } = useTranslation('help');
  const { hash } = useLocation();
  const help = useHelpCenter(i18n.language);
  const topics = help.data;

  useEffect(() => {
    if (!topics || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [topics, hash]);

  if (help.isError) return <ErrorState onRetry={() => void help.refetch()} />;
  if (!topics) return <Spinner />;
  if (topics.length === 0) return <EmptyState />;
  return (
    <div className="help-content">
      <nav aria-label={t('topics')}>
        <ul className="help-content__toc">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topicAnchor(topic)}`}>{topic.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={topicAnchor(topic)}
          aria-labelledby={`${topicAnchor(topic)}-h`}
          className="help-content__topic"
        >
          <h3 id={`${topicAnchor(topic)}-h`}>{topic.title}</h3>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(topic.content) }} />
        </section>
      ))}
    </div>
  );
}
