import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, DataTable } from '@site/shared';
import type { chatSanctionSchema } from '@site/shared/schemas';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { useChatSanctions } from '../api/get-chat-sanctions';
import { useLiftSanction } from '../api/lift-sanction';

type Sanction = z.infer<typeof chatSanctionSchema>;

/** Mutes and bans running now; lift one early with a reason. */
export function SanctionsCard({ canModerate, onSanction }: { canModerate: boolean; onSanction: () => void }) {
  const { t, i18n } = useTranslation('bo');
  const sanctions = useChatSanctions();
  const lift = useLiftSanction();
  const [lifting, setLifting] = useState<Sanction | null>(null);
  return (
    <section className="bo-card" aria-labelledby="chat-sanctions-title">
      <h2 id="chat-sanctions-title">{t('chatMod.sanctionsTitle')}</h2>
      {canModerate ? (
        <div className="bo-actions bo-actions--start">
          <Button variant="secondary" onClick={onSanction}>
            {t('chatMod.sanctionAny')}
          </Button>
        </div>
      ) : null}
      <DataTable<Sanction>
        caption={t('chatMod.sanctionsTitle')}
        hideCaption
        rows={sanctions.data?.sanctions ?? []}
        rowKey={(s) => String(s.id)}
        loading={sanctions.isPending}
        error={Boolean(sanctions.error)}
        onRetry={() => void sanctions.refetch()}
        emptyMessage={t('chatMod.noSanctions')}
        columns={[
          { key: 'account', header: t('chatMod.account'), render: (s) => s.account },
          { key: 'kind', header: t('chatMod.kind'), render: (s) => t(`chatMod.kinds.${s.kind}`) },
          { key: 'until', header: t('chatMod.until'), render: (s) => dateTime(s.until, i18n.language) },
          {
            key: 'reason',
            header: t('chatMod.why'),
            render: (s) => <span className="bo-break">{s.reason}</span>,
          },
          { key: 'by', header: t('chatMod.by'), render: (s) => s.by },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (s) =>
              canModerate ? (
                <Button
                  variant="secondary"
                  onClick={() => setLifting(s)}
                  aria-label={t('chatMod.liftTitle', { account: s.account })}
                >
                  {t('chatMod.lift')}
                </Button>
              ) : null,
          },
        ]}
      />
      {lifting ? (
        <ReasonDialog
          title={t('chatMod.liftTitle', { account: lifting.account })}
          confirmLabel={t('chatMod.lift')}
          busy={lift.isPending}
          error={lift.error ? errorText(t, lift.error) : null}
          onClose={() => {
            lift.reset();
            setLifting(null);
          }}
          onConfirm={(reason) =>
            lift.mutate({ id: lifting.id, reason }, { onSuccess: () => setLifting(null) })
          }
        />
      ) : null}
    </section>
  );
}
