import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  UploadField,
  formatAmount,
  readImagesAsBase64,
  showToast,
  ChoiceField,
  FieldSet,
  FormField,
} from '@site/shared';
import {
  RECEIPT_ANSWERS,
  RECEIPT_PROOFS_MAX,
  type ReceiptAnswer,
  type WithdrawalOrder,
} from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { confirmWithdrawalReceipt } from '../api/confirm-withdrawal-receipt';
import { memberKeys } from '../../../lib/api/member-keys';
import { amountInput } from '../../../lib/components/money-fields';

/** What the member sees of a paid withdrawal's receipt in the list (docs/payments.md "Receipt confirmation"). */
export function ReceiptStatus({ order }: { order: WithdrawalOrder }) {
  const { t, i18n } = useTranslation('member');
  const receipt = order.receipt;
  if (!receipt) return <>{t('receipt.unanswered')}</>;
  if (receipt.answer === 'partly_received')
    return (
      <>
        {t('receipt.partlyDetail', {
          received: formatAmount(receipt.receivedAmount ?? 0, i18n.language),
          amount: formatAmount(order.amount, i18n.language),
          remaining: formatAmount(receipt.remainingAmount ?? 0, i18n.language),
        })}
      </>
    );
  if (receipt.answer === 'not_received') return <>{t('receipt.notReceived')}</>;
  return <>{receipt.by === 'member' ? t('receipt.received') : t(`receipt.receivedBy.${receipt.by}`)}</>;
}

/**
 * "Did the money arrive?" for one paid withdrawal: received (final), not received or partly received (with the
 * amount that arrived and up to three png/jpg proofs of 5 MB, checked by content here and again on the server).
 */
export function ReceiptForm({ order, onDone }: { order: WithdrawalOrder; onDone: () => void }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const ids = useId();
  const [answer, setAnswer] = useState<ReceiptAnswer>('received');
  const [received, setReceived] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const needsProof = answer !== 'received';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const amount = Number(received);
    if (
      answer === 'partly_received' &&
      !(amount > 0 && amount < order.amount && Number.isInteger(amount * 100))
    ) {
      setProblem(t('receipt.amountRange', { max: order.amount.toFixed(2) }));
      return;
    }
    if (needsProof && proofs.length === 0) {
      setProblem(t('receipt.proofRequired'));
      return;
    }
    setSending(true);
    try {
      const images = await readImagesAsBase64(proofs);
      await confirmWithdrawalReceipt(
        order.orderId,
        answer === 'received'
          ? { answer }
          : answer === 'not_received'
            ? { answer, proofs: images }
            : { answer, receivedAmount: amount, proofs: images },
      );
      showToast({ message: t('receipt.sent'), tone: 'success' });
      await client.invalidateQueries({ queryKey: memberKeys.withdrawals() });
      onDone();
    } catch (error) {
      setProblem(errorMessage(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="member-receipt"
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('receipt.confirm')}
      noValidate
    >
      <FieldSet legend={t('receipt.question', { amount: order.amount.toFixed(2) })}>
        {RECEIPT_ANSWERS.map((option) => (
          <ChoiceField
            key={option}
            label={t(`receipt.answer.${option}`)}
            input={{
              name: `${ids}-answer`,
              value: option,
              checked: answer === option,
              onChange: () => setAnswer(option),
            }}
          />
        ))}
      </FieldSet>
      {answer === 'partly_received' ? (
        <FormField label={t('receipt.amountReceived')}>
          {(p) => <input {...p} {...amountInput(received, setReceived)} />}
        </FormField>
      ) : null}
      {needsProof ? (
        <UploadField
          label={t('receipt.proofs')}
          hint={t('receipt.proofsHint', { count: RECEIPT_PROOFS_MAX })}
          value={proofs}
          onChange={setProofs}
          maxFiles={RECEIPT_PROOFS_MAX}
          disabled={sending}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="ui-field__error">
          {problem}
        </p>
      ) : null}
      <div className="member-receipt__actions">
        <Button type="submit" busy={sending}>
          {t('receipt.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={sending}>
          {t('receipt.cancel')}
        </Button>
      </div>
    </form>
  );
}
