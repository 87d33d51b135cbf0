import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Select, Skeleton } from '@site/shared';
import { LANGUAGES } from '@site/shared/i18n/languages';
import type { AdminHelpTopic } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { DeleteRowDialog } from '../../../lib/components/delete-row-dialog';
import { PageHeader } from '../../../lib/components/page-header';
import { errorText } from '../../../lib/model/error-text';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useDeleteHelpTopic } from '../api/delete-help-topic';
import { useHelpTopics } from '../api/get-help-topics';
import { useMoveHelpTopic } from '../api/move-help-topic';
import { HelpTopicDialog } from './help-topic-dialog';
import './help-topics.css';
import { OrderedRowActions } from '../../../lib/components/ordered-row-actions';

/** The help centre's one device today (`GET /wps/system/helpCenter?device=WEB`). */
const DEVICE = 'WEB';

/**
 * `/content/help` (docs/back-office.md "Content: notices, help and links"): the help centre's topics of one language,
 * in the players' order; the language picker says how many topics each language has (players of a language without
 * any read the default language's, else English). `content.manage` adds, edits, reorders and deletes.
 */
export function HelpTopicsPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.contentManage);
  const [language, setLanguage] = useState('en');
  const topics = useHelpTopics(language, DEVICE);
  const move = useMoveHelpTopic();
  const remove = useDeleteHelpTopic();
  const [editing, setEditing] = useState<AdminHelpTopic | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminHelpTopic | null>(null);
  const items = topics.data?.items ?? [];
  const counts = topics.data?.counts ?? {};
  const languageName = LANGUAGES.find((l) => l.code === language)?.nativeName ?? language;
  const failure = move.error ?? (deleting ? null : remove.error);
  return (
    <>
      <PageHeader title={t('nav.contentHelp')}>
        {canManage ? <Button onClick={() => setEditing('new')}>{t('help.new')}</Button> : null}
      </PageHeader>
      <p className="bo-muted">{t('help.explain')}</p>
      <div className="bo-help-toolbar">
        <Select
          label={t('help.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          options={LANGUAGES.map((l) => ({
            value: l.code,
            label: t('help.languageOption', { name: l.nativeName, code: l.code, count: counts[l.code] ?? 0 }),
          }))}
        />
      </div>
      {failure ? (
        <p className="bo-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
      {topics.isPending ? (
        <div className="bo-card" aria-busy="true">
          <Skeleton height={48} />
        </div>
      ) : topics.error ? (
        <ErrorState message={errorText(t, topics.error)} onRetry={() => void topics.refetch()} />
      ) : (
        <section className="bo-card" aria-labelledby="help-list-title">
          <h2 id="help-list-title" lang={language}>
            {languageName} <span className="bo-muted">({items.length})</span>
          </h2>
          {items.length === 0 ? <p>{t('help.empty')}</p> : null}
          <ol className="bo-help-list">
            {items.map((topic, i) => (
              <li key={topic.id} className="bo-help-row">
                <span className="bo-strong bo-help-row__title" lang={language}>
                  {topic.title}
                </span>
                {canManage ? (
                  <OrderedRowActions
                    className="bo-help-row__actions"
                    first={i === 0}
                    last={i === items.length - 1}
                    busy={move.isPending}
                    label={(key) => t(`help.${key}`, { title: topic.title })}
                    onMove={(direction) => move.mutate({ id: topic.id, direction })}
                    actions={[
                      { key: 'edit', onClick: () => setEditing(topic) },
                      { key: 'delete', onClick: () => setDeleting(topic) },
                    ]}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      )}
      {editing ? (
        <HelpTopicDialog
          topic={editing === 'new' ? undefined : editing}
          language={language}
          languageName={languageName}
          device={DEVICE}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteRowDialog keys="help" row={deleting} remove={remove} onClose={() => setDeleting(null)} />
    </>
  );
}
