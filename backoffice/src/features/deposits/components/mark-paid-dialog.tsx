import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, showToast, TextField } from '@site/shared';
import type { DepositDeskItem } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { money } from '../../../lib/model/format';
import { useMarkDepositPaid } from '../api/mark-deposit-paid';

/** "Mark paid after investigation": the gateway reference of the payment found and the reason, then one credit. */
export function MarkPaidDialog({ order, onClose }: { order: DepositDeskItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('bo');
  const mark = useMarkDepositPaid();
  const [reference, setReference] = useState(order.gatewayTxId ?? '');
  const [reason, setReason] = useState('');
  const valid = reference.trim().length >= 3 && reason.trim().length >= 3;
  const submit = () =>
    mark.mutate(
      {
        orderId: order.orderId,
        memberId: order.memberId,
        gatewayReference: reference.trim(),
        reason: reason.trim(),
      },
      {
        onSuccess: (answer) => {
          showToast({
            tone: 'success',
            message: t('deposits.marked', {
              id: order.orderId,
              amount: money(answer.credited, answer.currency, i18n.language),
            }),
          });
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('deposits.markTitle', { id: order.orderId })}
      footer={
        <div className="bo-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} busy={mark.isPending} disabled={!valid}>
            {t('deposits.markSubmit')}
          </Button>
        </div>
      }
    >
      <p>
        {t('deposits.markIntro', {
          account: order.memberAccount,
          amount: money(order.paidAmount ?? order.amount, order.currency, i18n.language),
        })}
      </p>
      <div className="bo-form">
        <TextField
          label={t('deposits.reference')}
          value={reference}
          maxLength={64}
          onChange={(e) => setReference(e.target.value)}
          required
        />
        <TextField
          label={t('deposits.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          required
        />
      </div>
      {mark.error ? (
        <p className="bo-error" role="alert">
          {errorText(t, mark.error)}
        </p>
      ) : null}
    </Modal>
  );
}
