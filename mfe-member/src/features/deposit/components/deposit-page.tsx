import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, Button, ErrorState, FormField, Skeleton, Tabs, refreshBalance } from '@site/shared';
import type { DepositChannel, DepositOrder } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { createDeposit } from '../api/create-deposit';
import { depositOrderQuery } from '../api/get-deposit-order';
import { useDepositChannels } from '../api/get-deposit-channels';

/** depositv2: channel, amount (presets and limits from the server), order, the gateway's hosted page, status. */
export function DepositPage() {
  const { t } = useTranslation('member');
  const channels = useDepositChannels();
  const [channel, setChannel] = useState<DepositChannel>('ewallet');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<DepositOrder | null>(null);

  if (channels.isPending) return <Skeleton height={160} />;
  if (channels.isError)
    return <ErrorState message={errorMessage(t, channels.error)} onRetry={() => void channels.refetch()} />;
  const info = channels.data.find((c) => c.channel === channel) ?? channels.data[0];
  if (!info) return <ErrorState message={t('deposit.noChannels')} />;
  if (order) return <DepositOrderView order={order} onDone={() => setOrder(null)} />;

  const submit = async () => {
    const value = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || value < info.min || value > info.max) {
      setError(t('deposit.limits', { min: info.min, max: info.max }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const created = await createDeposit({ channel: info.channel, amount: value });
      setOrder(created);
      window.open(created.checkoutUrl, '_blank', 'noopener');
    } catch (e) {
      setError(errorMessage(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="member-deposit">
      <Tabs
        label={t('deposit.channel')}
        tabs={channels.data.map((c) => ({ id: c.channel, label: t(`deposit.channels.${c.channel}`) }))}
        value={info.channel}
        onChange={(id) => {
          setChannel(id);
          setError(null);
        }}
      />
      <div className="member-presets" role="group" aria-label={t('deposit.presets')}>
        {info.presets.map((p) => (
          <Button
            key={p}
            type="button"
            variant={Number(amount) === p ? 'primary' : 'secondary'}
            onClick={() => setAmount(String(p))}
          >
            <Amount value={p} />
          </Button>
        ))}
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
        aria-label={t('deposit.form')}
      >
        <FormField
          label={t('deposit.amount')}
          hint={t('deposit.limits', { min: info.min, max: info.max })}
          error={error ?? undefined}
          required
        >
          {(p) => (
            <input
              {...p}
              type="number"
              step="0.01"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" busy={busy}>
          {t('deposit.submit')}
        </Button>
      </form>
    </div>
  );
}

function DepositOrderView({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const status = useQuery({ ...depositOrderQuery(order.orderId), initialData: order });
  const current = status.data ?? order;
  useEffect(() => {
    if (current.status === 'paid') void refreshBalance().catch(() => undefined);
  }, [current.status, client]);
  const absolute =
    typeof window === 'undefined'
      ? order.checkoutUrl
      : new URL(order.checkoutUrl, window.location.origin).toString();
  return (
    <div className="member-deposit-order">
      <p>
        {t('deposit.orderLine', { orderId: order.orderId })} <Amount value={order.amount} />
      </p>
      <p role="status">{t(`deposit.status.${current.status}`)}</p>
      {current.status === 'pending' ? (
        <>
          {order.channel !== 'bank' ? (
            <QRCodeSVG value={absolute} size={160} aria-label={t('deposit.qr')} role="img" />
          ) : null}
          <p>
            <a href={order.checkoutUrl} target="_blank" rel="noopener noreferrer">
              {t('deposit.openGateway')}
            </a>
          </p>
        </>
      ) : null}
      <Button type="button" variant="secondary" onClick={onDone}>
        {t('deposit.newDeposit')}
      </Button>
    </div>
  );
}
