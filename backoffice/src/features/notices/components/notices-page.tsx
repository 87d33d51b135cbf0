import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton } from '@site/shared';
import { NOTICE_CATEGORIES, type AdminNotice } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { usePutContentTranslation } from '../../../lib/api/put-content-translation';
import { DeleteRowDialog } from '../../../lib/components/delete-row-dialog';
import { PageHeader } from '../../../lib/components/page-header';
import { TranslationsGrid } from '../../../lib/components/translations-grid';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useDeleteNotice } from '../api/delete-notice';
import { useNotices } from '../api/get-notices';
import { useMoveNotice } from '../api/move-notice';
import { noticeKeys } from '../api/notice-keys';
import { NoticeCategory } from './notice-category';
import { NoticeDialog } from './notice-dialog';
import { PopupRule } from './popup-rule';
import './notices.css';

/**
 * `/content/notices` (docs/back-office.md "Content: notices, help and links"): the site's notices (the ticker and
 * notice list), popups and promotion notices in the players' order, with state at the server's clock;
 * `content.manage` adds, edits, reorders, translates and deletes them.
 */
export function NoticesPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.contentManage);
  const notices = useNotices();
  const move = useMoveNotice();
  const remove = useDeleteNotice();
  const translate = usePutContentTranslation(noticeKeys.all());
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [translatingId, setTranslatingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const items = notices.data?.items ?? [];
  // The grid follows the list, so a saved language shows as written once the list reloads.
  const translating = items.find((n) => n.id === translatingId);
  const failure = move.error ?? (deleting ? null : remove.error);
  return (
    <>
      <PageHeader title={t('nav.contentNotices')}>
        {canManage ? <Button onClick={() => setEditing('new')}>{t('notices.new')}</Button> : null}
      </PageHeader>
      <p className="bo-muted">{t('notices.explain')}</p>
      {notices.data ? (
        <p className="bo-muted">{t('notices.clock', { now: dateTime(notices.data.now, i18n.language) })}</p>
      ) : null}
      {failure ? (
        <p className="bo-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
      {notices.isPending ? (
        <div className="bo-card" aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      ) : notices.error ? (
        <ErrorState message={errorText(t, notices.error)} onRetry={() => void notices.refetch()} />
      ) : (
        <div className="bo-stack">
          {notices.data ? (
            <PopupRule
              key={notices.data.popupRepeat}
              current={notices.data.popupRepeat}
              canManage={canManage}
            />
          ) : null}
          {NOTICE_CATEGORIES.map((category) => (
            <NoticeCategory
              key={category}
              category={category}
              notices={items.filter((n) => n.category === category)}
              canManage={canManage}
              busyId={move.isPending ? (move.variables?.id ?? null) : null}
              onMove={(n, direction) => move.mutate({ id: n.id, direction })}
              onEdit={(n) => setEditing(n)}
              onTranslate={(n) => setTranslatingId(n.id)}
              onDelete={(n) => setDeleting(n)}
            />
          ))}
        </div>
      )}
      {editing ? (
        <NoticeDialog
          notice={editing === 'new' ? undefined : editing}
          defaultCategory="notice"
          onClose={() => setEditing(null)}
        />
      ) : null}
      {translating ? (
        <TranslationsGrid
          itemTitle={translating.title}
          translations={translating.translations}
          withContent
          onSave={(language, text) =>
            translate.mutateAsync({ kind: 'announcement', id: translating.id, language, text })
          }
          onClose={() => setTranslatingId(null)}
        />
      ) : null}
      <DeleteRowDialog keys="notices" row={deleting} remove={remove} onClose={() => setDeleting(null)} />
    </>
  );
}
