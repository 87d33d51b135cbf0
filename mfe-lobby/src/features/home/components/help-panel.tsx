import { memo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@site/shared';
import type { HelpTopic } from '@site/shared/schemas';

const MAX_TABS = 4;

/**
 * FAQ accordion: at most 4 tabs; clicking the content goes to /help. The HTML is operator content: rendered
 * through the one shared sanitiser like every other operator HTML (a compromised admin must not run code here).
 */
function HelpPanelView({ topics }: { topics: HelpTopic[] }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  // undefined = nothing chosen yet: the first tab is open once topics arrive.
  const [chosen, setOpen] = useState<number | null | undefined>(undefined);
  const shown = topics.slice(0, MAX_TABS);
  const open = chosen === undefined ? (shown[0]?.id ?? null) : chosen;
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('help')} className="lobby-help">
      <h2>{t('help')}</h2>
      {shown.map((topic) => (
        <div key={topic.id}>
          <h3>
            <button
              type="button"
              className="lobby-help__toggle"
              aria-expanded={open === topic.id}
              onClick={() => setOpen(open === topic.id ? null : topic.id)}
            >
              <span>{topic.title}</span>
              <span aria-hidden="true" className="lobby-help__chevron" />
            </button>
          </h3>
          {open === topic.id ? (
            <div
              className="lobby-help__content"
              role="link"
              tabIndex={0}
              onClick={() => navigate('/help')}
              onKeyDown={(e) => e.key === 'Enter' && navigate('/help')}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(topic.content) }}
            />
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const HelpPanel = memo(HelpPanelView);
