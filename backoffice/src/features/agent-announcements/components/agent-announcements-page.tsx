import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable } from '@site/shared';
import type { AgentAnnouncementAdmin } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useDeleteAgentAnnouncement } from '../api/delete-agent-announcement';
import { useAgentAnnouncements } from '../api/get-agent-announcements';
import { AnnouncementDialog } from './announcement-dialog';

/**
 * `/agent-announcements` (`agents.read`; changes `agents.manage`): the announcements only agents read, on the agent
 * centre's Announcements page beside the site's own.
 */
export function AgentAnnouncementsPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.agentsManage);
  const list = useAgentAnnouncements();
  const [editing, setEditing] = useState<AgentAnnouncementAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AgentAnnouncementAdmin | null>(null);
  return (
    <>
      <PageHeader title={t('nav.agentAnnouncements')}>
        {canManage ? <Button onClick={() => setEditing('new')}>{t('agentAnnouncements.new')}</Button> : null}
      </PageHeader>
      <p className="bo-muted">{t('agentAnnouncements.explain')}</p>
      <DataTable<AgentAnnouncementAdmin>
        caption={t('nav.agentAnnouncements')}
        hideCaption
        rows={list.data?.items ?? []}
        rowKey={(row) => String(row.id)}
        loading={list.isPending}
        error={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        emptyMessage={t('agentAnnouncements.empty')}
        columns={[
          {
            key: 'title',
            header: t('agentAnnouncements.title'),
            render: (row) => <span className="bo-strong">{row.title}</span>,
          },
          {
            key: 'languages',
            header: t('agentAnnouncements.languages'),
            render: (row) => Object.keys(row.translations).join(', ') || t('agentAnnouncements.originalOnly'),
          },
          {
            key: 'created',
            header: t('agentAnnouncements.created'),
            render: (row) => dateTime(row.createdAt, i18n.language),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (row) =>
              canManage ? (
                <div className="bo-actions bo-actions--wrap">
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(row)}
                    aria-label={t('agentAnnouncements.editOf', { title: row.title })}
                  >
                    {t('agentAnnouncements.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(row)}
                    aria-label={t('agentAnnouncements.deleteOf', { title: row.title })}
                  >
                    {t('agentAnnouncements.delete')}
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <AnnouncementDialog
          announcement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteDialog announcement={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function DeleteDialog({
  announcement,
  onClose,
}: {
  announcement: AgentAnnouncementAdmin;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const remove = useDeleteAgentAnnouncement();
  return (
    <ReasonDialog
      title={t('agentAnnouncements.deleteOf', { title: announcement.title })}
      confirmLabel={t('agentAnnouncements.delete')}
      busy={remove.isPending}
      error={remove.error ? errorText(t, remove.error) : null}
      onClose={onClose}
      onConfirm={(reason) => remove.mutate({ id: announcement.id, reason }, { onSuccess: onClose })}
    >
      <p>{t('agentAnnouncements.deleteExplain')}</p>
    </ReasonDialog>
  );
}
