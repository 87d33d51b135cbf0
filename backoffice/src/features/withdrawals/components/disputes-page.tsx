import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, ConfirmDialog, DataTable, showToast } from '@site/shared';
import type { z } from 'zod';
import type { disputedReceiptListSchema } from '@site/shared/schemas';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { errorText } from '../../../lib/model/error-text';
import { dateTime, money } from '../../../lib/model/format';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { useDisputes } from '../api/get-disputes';
import { useForceReceipt } from '../api/force-receipt';

type Dispute = z.infer<typeof disputedReceiptListSchema>[number];

/** The member's proof images of one dispute, served behind `withdrawals.read`. */
function Proofs({ row }: { row: Dispute }) {
  const { t } = useTranslation('bo');
  if (row.receipt.proofCount === 0) return <>—</>;
  return (
    <ul className="bo-proofs">
      {Array.from({ length: row.receipt.proofCount }, (_, n) => (
        <li key={n}>
          <a href={`/wps/admin/withdrawals/${row.orderId}/proofs/${n}`} target="_blank" rel="noreferrer">
            <img
              src={`/wps/admin/withdrawals/${row.orderId}/proofs/${n}`}
              alt={t('disputes.proofAlt', { n: n + 1, id: row.orderId })}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Withdrawal disputes: paid orders the member answered "not received" or "partly received", with their proofs; a
 * forced receipt settles one as received after the gateway confirmed the payout (docs/back-office.md).
 */
export function DisputesPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const disputes = useDisputes();
  const force = useForceReceipt();
  const [open, setOpen] = useState<Dispute | null>(null);
  const canForce = can(me.data, PERMISSIONS.withdrawalsDecide);
  const lang = i18n.language;
  const close = () => {
    force.reset();
    setOpen(null);
  };
  return (
    <>
      <PageHeader title={t('disputes.title')}>
        <Link to="/withdrawals">{t('disputes.back')}</Link>
      </PageHeader>
      <p className="bo-muted">{t('disputes.hint')}</p>
      <DataTable<Dispute>
        caption={t('disputes.caption')}
        rows={disputes.data}
        rowKey={(row) => String(row.orderId)}
        loading={disputes.isPending}
        error={Boolean(disputes.error)}
        onRetry={() => void disputes.refetch()}
        emptyMessage={t('disputes.empty')}
        columns={[
          { key: 'orderId', header: t('withdrawals.id') },
          { key: 'member', header: t('withdrawals.member'), render: (row) => row.memberAccount },
          {
            key: 'amount',
            header: t('withdrawals.amount'),
            align: 'end',
            render: (row) => money(row.amount, row.currency, lang),
          },
          {
            key: 'answer',
            header: t('disputes.answer'),
            render: (row) =>
              row.receipt.answer === 'partly_received' && row.receipt.receivedAmount !== null
                ? t('disputes.partly', { amount: money(row.receipt.receivedAmount, row.currency, lang) })
                : t(`disputes.answers.${row.receipt.answer}`),
          },
          { key: 'at', header: t('disputes.at'), render: (row) => dateTime(row.receipt.at, lang) },
          { key: 'proofs', header: t('disputes.proofs'), render: (row) => <Proofs row={row} /> },
          {
            key: 'open',
            header: t('common.actions'),
            render: (row) =>
              canForce ? (
                <Button
                  variant="secondary"
                  onClick={() => setOpen(row)}
                  aria-label={t('disputes.forceOne', { id: row.orderId })}
                >
                  {t('disputes.force')}
                </Button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {open ? (
        <ConfirmDialog
          open
          title={t('disputes.confirmTitle', { id: open.orderId })}
          message={
            <>
              <p>
                {t('disputes.confirmText', {
                  account: open.memberAccount,
                  amount: money(open.amount, open.currency, lang),
                })}
              </p>
              {force.error ? (
                <p className="bo-error" role="alert">
                  {errorText(t, force.error)}
                </p>
              ) : null}
            </>
          }
          confirmLabel={t('disputes.force')}
          cancelLabel={t('common.cancel')}
          busy={force.isPending}
          onCancel={close}
          onConfirm={() =>
            force.mutate(open.orderId, {
              onSuccess: () => {
                showToast({ tone: 'success', message: t('disputes.forced', { id: open.orderId }) });
                setOpen(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
