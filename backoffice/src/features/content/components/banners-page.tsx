import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton } from '@site/shared';
import { BANNER_GROUPS } from '@site/shared/schemas';
import type { AdminBanner } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { usePutContentTranslation } from '../../../lib/api/put-content-translation';
import { DeleteRowDialog } from '../../../lib/components/delete-row-dialog';
import { PageHeader } from '../../../lib/components/page-header';
import { TranslationsGrid } from '../../../lib/components/translations-grid';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useDeleteBanner } from '../api/delete-banner';
import { bannerKeys } from '../api/banner-keys';
import { useBanners } from '../api/get-banners';
import { useMoveBanner } from '../api/move-banner';
import { BannerDialog } from './banner-dialog';
import { BannerGroup } from './banner-group';
import './content.css';

/**
 * `/content/banners` (docs/back-office.md "Content"): every group's banners in home's order with their state at the
 * server's clock; `content.manage` adds, edits (picture, link, schedule), reorders and deletes them. Players see a
 * change on their next load of the page.
 */
export function BannersPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.contentManage);
  const banners = useBanners();
  const move = useMoveBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const [translatingId, setTranslatingId] = useState<number | null>(null);
  const translate = usePutContentTranslation(bannerKeys.all());
  const items = banners.data?.items ?? [];
  const translating = items.find((b) => b.id === translatingId);
  const groups = BANNER_GROUPS.filter((g) => items.some((b) => b.group === g));
  const countInGroup = (group: string) => items.filter((b) => b.group === group).length;
  const failure = move.error ?? (deleting ? null : remove.error);

  return (
    <>
      <PageHeader title={t('nav.contentBanners')}>
        {canManage ? <Button onClick={() => setEditing('new')}>{t('content.new')}</Button> : null}
      </PageHeader>
      <p className="bo-muted">{t('content.explain')}</p>
      {banners.data ? (
        <p className="bo-muted">{t('content.clock', { now: dateTime(banners.data.now, i18n.language) })}</p>
      ) : null}
      {failure ? (
        <p className="bo-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
      {banners.isPending ? (
        <div className="bo-card" aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </div>
      ) : banners.error ? (
        <ErrorState message={errorText(t, banners.error)} onRetry={() => void banners.refetch()} />
      ) : groups.length === 0 ? (
        <p className="bo-card">{t('content.empty')}</p>
      ) : (
        <div className="bo-stack">
          {groups.map((group) => (
            <BannerGroup
              key={group}
              group={group}
              banners={items.filter((b) => b.group === group)}
              canManage={canManage}
              busyId={move.isPending ? (move.variables?.id ?? null) : null}
              onMove={(b, direction) => move.mutate({ id: b.id, direction })}
              onEdit={(b) => setEditing(b)}
              onTranslate={(b) => setTranslatingId(b.id)}
              onDelete={(b) => setDeleting(b)}
            />
          ))}
        </div>
      )}
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? undefined : editing}
          defaultGroup={groups[0] ?? 'home'}
          countInGroup={countInGroup}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {translating ? (
        <TranslationsGrid
          itemTitle={translating.title}
          translations={translating.translations}
          withContent={false}
          onSave={(language, text) =>
            translate.mutateAsync({
              kind: 'banner',
              id: translating.id,
              language,
              text: { title: text.title },
            })
          }
          onClose={() => setTranslatingId(null)}
        />
      ) : null}
      <DeleteRowDialog keys="content" row={deleting} remove={remove} onClose={() => setDeleting(null)} />
    </>
  );
}
