import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol, formatAmount, maskAmount, refreshBalance, useAppEvent } from '@site/shared';
import { useShellUi } from '../../../stores/shell-ui-store';
import { Icon } from '../../../components/icons';

/**
 * Balance in the logged-in panel. It renders what `wallet:balance-changed` says (the bus is the source, so a
 * remote's deposit updates it too); refresh re-fetches; the eye hides it as asterisks.
 */
export function BalancePanel() {
  const { t, i18n } = useTranslation('header');
  const hidden = useShellUi((s) => s.balanceHidden);
  const toggleHidden = useShellUi((s) => s.toggleBalanceHidden);
  const [balance, setBalance] = useState<{ sumBalance: number; currency: string } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  useAppEvent('wallet:balance-changed', setBalance);

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    await refreshBalance().catch(() => undefined);
    setRefreshing(false);
  };

  const formatted = balance ? formatAmount(balance.sumBalance, i18n.language) : '--';
  return (
    <div className="balance-panel">
      <span className="balance-panel__currency">
        {balance ? currencySymbol(balance.currency, i18n.language) : ''}
      </span>
      <span
        className="balance-panel__amount"
        data-testid="balance-amount"
        aria-label={t('balance')}
        aria-live="polite"
      >
        {hidden ? maskAmount(formatted) : formatted}
      </span>
      <button
        type="button"
        className="icon-button balance-panel__visibility"
        aria-pressed={hidden}
        aria-label={hidden ? t('show_balance') : t('hide_balance')}
        onClick={toggleHidden}
      >
        <Icon name={hidden ? 'show' : 'hide'} size={18} />
      </button>
      <button
        type="button"
        className={['icon-button', refreshing ? 'is-spinning' : ''].join(' ')}
        aria-label={t('refresh_balance')}
        aria-busy={refreshing || undefined}
        onClick={refresh}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}
