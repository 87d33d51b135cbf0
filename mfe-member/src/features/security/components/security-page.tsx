import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Skeleton, showToast } from '@site/shared';
import { errorMessage } from '../../../lib/error-message';
import { deletePayoutAccount } from '../api/delete-payout-account';
import { memberKeys } from '../../../lib/api/member-keys';
import { useWithdrawalOverview } from '../../../lib/api/get-withdrawal-overview';
import { PayoutAccountForm } from './payout-account-form';
import { ResponsibleGamingSection } from './responsible-gaming-section';
import { WithdrawalPasswordForm } from './withdrawal-password-form';

/** securityCenter (money part): withdrawal password, payout accounts, responsible gaming. */
export function SecurityPage() {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const overview = useWithdrawalOverview();
  if (overview.isPending) return <Skeleton height={160} />;
  if (overview.isError)
    return <ErrorState message={errorMessage(t, overview.error)} onRetry={() => void overview.refetch()} />;
  const remove = async (id: number) => {
    try {
      await deletePayoutAccount(id);
      await client.invalidateQueries({ queryKey: memberKeys.withdrawalOverview() });
    } catch (error) {
      showToast({ message: errorMessage(t, error), tone: 'danger' });
    }
  };
  return (
    <div className="member-security">
      <WithdrawalPasswordForm isSet={overview.data.passwordSet} />
      <h3>{t('security.accounts')}</h3>
      {overview.data.payoutAccounts.length === 0 ? <p>{t('security.noAccounts')}</p> : null}
      <ul>
        {overview.data.payoutAccounts.map((a) => (
          <li key={a.id}>
            {t('withdraw.accountOption', {
              provider: a.provider,
              number: a.accountNumber,
              payee: a.payeeName,
            })}{' '}
            <Button
              type="button"
              variant="ghost"
              onClick={() => void remove(a.id)}
              aria-label={t('security.removeAccount', { provider: a.provider, number: a.accountNumber })}
            >
              {t('security.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <PayoutAccountForm />
      <ResponsibleGamingSection />
    </div>
  );
}
