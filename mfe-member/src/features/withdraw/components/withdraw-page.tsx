import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  StatList,
  Badge,
  Button,
  DataTable,
  ErrorState,
  FormField,
  ProgressBar,
  Skeleton,
  refreshBalance,
  showToast,
  formatDateTime,
} from '@site/shared';
import type { WithdrawalOverview } from '@site/shared/schemas';
import { useAmountLimits } from '../../../lib/amount-limits';
import { errorMessage } from '../../../lib/error-message';
import { createWithdrawal } from '../api/create-withdrawal';
import { memberKeys } from '../../../lib/api/member-keys';
import { useWithdrawalOverview } from '../../../lib/api/get-withdrawal-overview';
import { withdrawalsQuery } from '../api/get-withdrawals';
import { PayoutAccountForm, WithdrawalPasswordForm } from '../../security';
import { MoneyOutForm, moneyOutSchema } from '../../../lib/components/money-out-form';
import { ReceiptForm, ReceiptStatus } from './receipt-form';

const formSchema = moneyOutSchema.extend({ payoutAccountId: z.number().int().positive() });
type FormValues = z.infer<typeof formSchema>;

/** Withdraw: requirement progress, available vs pending, then the request form (or what is missing first). */
export function WithdrawPage() {
  const { t } = useTranslation('member');
  const overview = useWithdrawalOverview();
  if (overview.isPending) return <Skeleton height={160} />;
  if (overview.isError)
    return <ErrorState message={errorMessage(t, overview.error)} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  return (
    <div className="member-withdraw">
      <StatList
        items={[
          {
            key: 'available',
            label: t('withdraw.available'),
            value: <Amount value={data.available} currency={data.currency} />,
          },
          {
            key: 'pending',
            label: t('withdraw.pending'),
            value: <Amount value={data.pending} currency={data.currency} />,
          },
        ]}
      />
      {data.requirements.map((r) => (
        <ProgressBar
          key={r.kind}
          label={t(`withdraw.requirement.${r.kind.split(':')[0]}`, { defaultValue: r.kind })}
          value={r.progress}
          max={r.required}
          valueText={t('withdraw.progress', {
            progress: r.progress.toFixed(2),
            required: r.required.toFixed(2),
          })}
        />
      ))}
      {!data.passwordSet ? (
        <WithdrawalPasswordForm isSet={false} />
      ) : data.payoutAccounts.length === 0 ? (
        <PayoutAccountForm />
      ) : (
        <WithdrawForm overview={data} />
      )}
      <RecentWithdrawals />
    </div>
  );
}

function WithdrawForm({ overview }: { overview: WithdrawalOverview }) {
  const { t } = useTranslation('member');
  const limits = useAmountLimits(overview.min, overview.max);
  const client = useQueryClient();
  // A bonus being wagered only keeps its amount back (the server checks it); an unmet turnover blocks.
  const blocked = overview.requirements.some((r) => !r.met && r.locked === 0);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { payoutAccountId: overview.payoutAccounts[0]?.id },
  });
  const send = async (values: FormValues) => {
    await createWithdrawal(values);
    form.reset({ payoutAccountId: values.payoutAccountId });
    showToast({ message: t('withdraw.submitted'), tone: 'success' });
    await Promise.all([
      client.invalidateQueries({ queryKey: memberKeys.withdrawalOverview() }),
      client.invalidateQueries({ queryKey: memberKeys.withdrawals() }),
      refreshBalance().catch(() => undefined),
    ]);
  };
  return (
    <MoneyOutForm
      form={form}
      limits={limits}
      label={t('withdraw.form')}
      submitLabel={t('withdraw.submit')}
      send={send}
      note={blocked ? <p role="note">{t('withdraw.requirementNotMet')}</p> : null}
      disabled={blocked}
    >
      <FormField label={t('withdraw.account')} error={form.formState.errors.payoutAccountId} required>
        {(p) => (
          <select {...p} {...form.register('payoutAccountId', { valueAsNumber: true })}>
            {overview.payoutAccounts.map((a) => (
              <option key={a.id} value={a.id}>
                {t('withdraw.accountOption', {
                  provider: a.provider,
                  number: a.accountNumber,
                  payee: a.payeeName,
                })}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </MoneyOutForm>
  );
}

const STATUS_TONES = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  rejected: 'danger',
  failed: 'danger',
} as const;

/**
 * My withdrawals with their states and receipts: under the withdraw form, and as the withdraw record
 * (`transactionHistory?type=withdraw`, composed by the overlay).
 */
export function RecentWithdrawals({ caption }: { caption?: string }) {
  const { t, i18n } = useTranslation('member');
  const list = useQuery(withdrawalsQuery());
  const [answering, setAnswering] = useState<number | null>(null);
  const answeringOrder = list.data?.find((o) => o.orderId === answering);
  return (
    <>
      <DataTable
        caption={caption ?? t('withdraw.recent')}
        columns={[
          {
            key: 'createdAt',
            header: t('records.date'),
            render: (r) => formatDateTime(r.createdAt, i18n.language),
          },
          {
            key: 'amount',
            header: t('records.amount'),
            align: 'end',
            render: (r) => <Amount value={r.amount} />,
          },
          {
            key: 'status',
            header: t('records.status'),
            render: (r) => <Badge tone={STATUS_TONES[r.status]}>{t(`withdraw.status.${r.status}`)}</Badge>,
          },
          {
            key: 'receipt',
            header: t('receipt.column'),
            render: (r) =>
              r.status !== 'paid' ? null : (
                <span className="member-receipt__cell">
                  <ReceiptStatus order={r} />
                  {r.receipt?.final ? null : (
                    <Button
                      variant="secondary"
                      aria-label={t('receipt.confirmFor', { id: r.orderId })}
                      onClick={() => setAnswering(r.orderId)}
                    >
                      {t('receipt.confirm')}
                    </Button>
                  )}
                </span>
              ),
          },
          {
            key: 'account',
            header: t('withdraw.account'),
            render: (r) => `${r.payoutAccount.provider} ${r.payoutAccount.accountNumber}`,
          },
        ]}
        rows={list.data}
        rowKey={(r) => String(r.orderId)}
        loading={list.isPending}
        error={list.isError ? errorMessage(t, list.error) : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage={t('withdraw.none')}
      />
      {answeringOrder ? (
        <ReceiptForm key={answeringOrder.orderId} order={answeringOrder} onDone={() => setAnswering(null)} />
      ) : null}
    </>
  );
}
