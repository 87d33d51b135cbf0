import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, Button, Modal, showToast } from '@site/shared';
import type { WithdrawalQueueItem } from '@site/shared/schemas/operator';
import { useMemberLedger } from '../../../lib/api/get-member-ledger';
import { LedgerTable } from '../../../lib/components/ledger-table';
import { dateTime, money } from '../../../lib/model/format';
import { errorText } from '../../../lib/model/error-text';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { RiskHints } from './risk-hints';

const REASON_MAX = 200;

/** One withdrawal: who, how much, where to, the hints, the member's recent ledger, and the decision. */
export function WithdrawalDetail(props: {
  item: WithdrawalQueueItem;
  canDecide: boolean;
  onClose: () => void;
}) {
  const { item, canDecide, onClose } = props;
  const { t, i18n } = useTranslation('bo');
  const ledger = useMemberLedger(item.memberId, 1, 10);
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const amount = money(item.amount, item.currency, i18n.language);
  const taken = decide.error instanceof ApiError && decide.error.status === 409;

  const approve = () =>
    decide.mutate(
      { action: 'approve', orderId: item.orderId, memberId: item.memberId },
      {
        onSuccess: (answer) => {
          // Above the four-eyes limit nothing is paid yet: a second staff member confirms it (docs/back-office.md).
          const waiting = typeof answer === 'object' && answer !== null && 'fourEyes' in answer;
          showToast({
            tone: waiting ? 'info' : 'success',
            message: t(waiting ? 'withdrawals.awaiting' : 'withdrawals.approved', { id: item.orderId }),
          });
          onClose();
        },
      },
    );
  const reject = () =>
    decide.mutate(
      { action: 'reject', orderId: item.orderId, memberId: item.memberId, reason: reason.trim() },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: t('withdrawals.rejected', { id: item.orderId }) });
          onClose();
        },
      },
    );

  const pending = item.status === 'pending';
  const footer =
    canDecide && pending ? (
      <div className="bo-actions">
        {rejecting ? (
          <>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={reject}
              busy={decide.isPending}
              disabled={reason.trim().length < 3}
            >
              {t('withdrawals.confirmReject')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setRejecting(true)}>
              {t('withdrawals.reject')}
            </Button>
            <Button onClick={approve} busy={decide.isPending}>
              {t('withdrawals.approve')}
            </Button>
          </>
        )}
      </div>
    ) : undefined;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('withdrawals.detailTitle', { id: item.orderId })}
      footer={footer}
      className="bo-modal-wide"
    >
      <dl className="bo-facts">
        <div>
          <dt>{t('withdrawals.member')}</dt>
          <dd>
            <Link to={`/members/${item.memberId}`}>{item.memberAccount}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('withdrawals.amount')}</dt>
          <dd className="bo-strong">{amount}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.payout')}</dt>
          <dd>
            {item.payoutProvider} {item.payoutAccountMasked}
          </dd>
        </div>
        <div>
          <dt>{t('withdrawals.requested')}</dt>
          <dd>{dateTime(item.createdAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('withdrawals.depositsVsWithdrawals')}</dt>
          <dd>
            {money(item.depositsTotal, item.currency, i18n.language)} /{' '}
            {money(item.withdrawalsTotal, item.currency, i18n.language)}
          </dd>
        </div>
        <div>
          <dt>{t('withdrawals.status')}</dt>
          <dd>{t(`withdrawals.statuses.${item.status}`, { defaultValue: item.status })}</dd>
        </div>
      </dl>
      <RiskHints risks={item.risks} />
      {item.reason ? <p className="bo-muted">{t('withdrawals.reasonWas', { reason: item.reason })}</p> : null}
      {rejecting ? (
        <label className="bo-field bo-field--block">
          <span>{t('withdrawals.reason')}</span>
          <textarea
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            autoFocus
          />
        </label>
      ) : null}
      {decide.error ? (
        <p className="bo-error" role="alert">
          {taken ? t('withdrawals.alreadyDecided') : errorText(t, decide.error)}
        </p>
      ) : null}
      {canDecide ? null : pending ? <p className="bo-muted">{t('withdrawals.viewOnly')}</p> : null}
      <LedgerTable
        caption={t('withdrawals.recentLedger')}
        page={ledger.data}
        loading={ledger.isPending}
        error={Boolean(ledger.error)}
        onRetry={() => void ledger.refetch()}
      />
    </Modal>
  );
}
