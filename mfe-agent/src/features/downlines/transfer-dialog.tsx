import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Modal, TextField, showToast } from '@site/shared';
import { newClientKey, useTransfer } from '../api/agent-api';

interface Props {
  toAccount: string | null;
  onClose: () => void;
}

/** Amount in major units with at most 2 decimals → integer minor units, or null. */
export function toMinor(text: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole, frac = ''] = text.trim().split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Transfer from my wallet to a downline. One client key per dialog opening: a retry never moves money twice. */
export function TransferDialog({ toAccount, onClose }: Props) {
  const { t } = useTranslation('agent');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [clientKey] = useState(newClientKey);
  const transfer = useTransfer();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = toMinor(amount);
    if (minor === null) return setError(t('transfer.invalidAmount'));
    setError(undefined);
    transfer.mutate(
      { toAccount: toAccount!, amountMinor: minor, clientKey },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: t('transfer.done', { account: toAccount }) });
          onClose();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError && err.code === 'INSUFFICIENT_BALANCE'
              ? t('transfer.insufficient')
              : t('transfer.failed'),
          ),
      },
    );
  };

  return (
    <Modal open={toAccount !== null} onClose={onClose} title={t('transfer.title', { account: toAccount })}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('transfer.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={error}
          autoFocus
        />
        <div className="agent-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={transfer.isPending}>
            {t('transfer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
