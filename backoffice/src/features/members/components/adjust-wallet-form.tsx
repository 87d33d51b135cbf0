import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@site/shared';
import { errorText } from '../../../lib/model/error-text';
import { isAwaitingConfirmation, useAdjustWallet } from '../api/adjust-wallet';

const newKey = () => `bo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * A credit (positive) or debit (negative) with its reason. One idempotency key per filled-in form, so a double
 * click or a retried request posts once.
 */
export function AdjustWalletForm({ memberId, account }: { memberId: number; account: string }) {
  const { t } = useTranslation('bo');
  const adjust = useAdjustWallet(memberId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const value = Number(amount);
  const valid = amount !== '' && Number.isFinite(value) && value !== 0 && reason.trim().length >= 3;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    adjust.mutate(
      { account, amount: Math.round(value * 100) / 100, reason: reason.trim(), idempotencyKey: key },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setKey(newKey());
        },
      },
    );
  };

  return (
    <form className="bo-form bo-card" onSubmit={submit} aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('adjust.title')}</h2>
      <p className="bo-muted">{t('adjust.hint')}</p>
      <TextField
        label={t('adjust.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <TextField
        label={t('adjust.reason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      {adjust.data ? (
        <p role="status" className={isAwaitingConfirmation(adjust.data) ? 'bo-warning' : 'bo-success'}>
          {isAwaitingConfirmation(adjust.data) ? t('adjust.awaiting') : t('adjust.done')}
        </p>
      ) : null}
      {adjust.error ? (
        <p className="bo-error" role="alert">
          {errorText(t, adjust.error)}
        </p>
      ) : null}
      <Button type="submit" busy={adjust.isPending} disabled={!valid}>
        {t('adjust.submit')}
      </Button>
    </form>
  );
}
