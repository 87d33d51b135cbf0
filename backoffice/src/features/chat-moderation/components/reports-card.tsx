import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge, Button, DataTable } from '@site/shared';
import type { chatReportSchema } from '@site/shared/schemas';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { useChatReports } from '../api/get-chat-reports';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { roomName } from './room-name';

type Report = z.infer<typeof chatReportSchema>;

/** Reported messages with what was written, where, by whom and who reported it; delete it or sanction the author. */
export function ReportsCard({
  canModerate,
  onSanction,
}: {
  canModerate: boolean;
  onSanction: (account: string) => void;
}) {
  const { t, i18n } = useTranslation('bo');
  const reports = useChatReports();
  const remove = useDeleteChatMessage();
  const [deleting, setDeleting] = useState<Report | null>(null);
  return (
    <section className="bo-card" aria-labelledby="chat-reports-title">
      <h2 id="chat-reports-title">{t('chatMod.reportsTitle')}</h2>
      <DataTable<Report>
        caption={t('chatMod.reportsTitle')}
        hideCaption
        rows={reports.data?.reports ?? []}
        rowKey={(r) => String(r.messageId)}
        loading={reports.isPending}
        error={Boolean(reports.error)}
        onRetry={() => void reports.refetch()}
        emptyMessage={t('chatMod.noReports')}
        columns={[
          {
            key: 'text',
            header: t('chatMod.message'),
            render: (r) => (
              <>
                <span className="bo-message">{r.text ?? '—'}</span>
                {r.deleted ? (
                  <>
                    {' '}
                    <Badge tone="neutral">{t('chatMod.deleted')}</Badge>
                  </>
                ) : null}
              </>
            ),
          },
          { key: 'room', header: t('chatMod.room'), render: (r) => roomName(r.room, t, i18n.language) },
          {
            key: 'author',
            header: t('chatMod.author'),
            // The room shows the nickname; staff act on the account. Both only when they differ.
            render: (r) =>
              r.authorAccount && r.authorAccount !== r.authorName
                ? `${r.authorName} (${r.authorAccount})`
                : (r.authorAccount ?? r.authorName),
          },
          {
            key: 'reporters',
            header: t('chatMod.reportedBy'),
            render: (r) =>
              `${r.reporters.join(', ')} · ${r.reasons.map((x) => t(`chatMod.reasons.${x}`, { defaultValue: x })).join(', ')}`,
          },
          { key: 'last', header: t('chatMod.lastReport'), render: (r) => dateTime(r.lastAt, i18n.language) },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (r) =>
              canModerate ? (
                <div className="bo-actions bo-actions--wrap">
                  {!r.deleted ? (
                    <Button
                      variant="secondary"
                      onClick={() => setDeleting(r)}
                      aria-label={t('chatMod.deleteTitle', { id: r.messageId })}
                    >
                      {t('chatMod.delete')}
                    </Button>
                  ) : null}
                  {r.authorAccount ? (
                    <Button
                      variant="secondary"
                      onClick={() => onSanction(r.authorAccount!)}
                      aria-label={t('chatMod.sanctionFor', { account: r.authorAccount })}
                    >
                      {t('chatMod.sanction')}
                    </Button>
                  ) : null}
                </div>
              ) : null,
          },
        ]}
      />
      {deleting ? (
        <ReasonDialog
          title={t('chatMod.deleteTitle', { id: deleting.messageId })}
          confirmLabel={t('chatMod.delete')}
          busy={remove.isPending}
          error={remove.error ? errorText(t, remove.error) : null}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={(reason) =>
            remove.mutate({ messageId: deleting.messageId, reason }, { onSuccess: () => setDeleting(null) })
          }
        >
          <blockquote className="bo-quote">{deleting.text}</blockquote>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
