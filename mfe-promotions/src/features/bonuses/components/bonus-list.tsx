import { useTranslation } from 'react-i18next';
import {
  Amount,
  Badge,
  EmptyState,
  ErrorState,
  ProgressBar,
  Skeleton,
  useSessionStore,
  formatDateTime,
} from '@site/shared';
import type { BonusGrant } from '@site/shared/schemas';
import { useBonuses } from '../api/get-bonuses';
import '../../../lib/components/promotions.css';

const TONE = { active: 'info', completed: 'success', forfeited: 'neutral' } as const;

function BonusItem({ bonus }: { bonus: BonusGrant }) {
  const { t, i18n } = useTranslation('promotions');
  return (
    <li className="promo-bonus" data-bonus={bonus.grantId}>
      <header>
        <strong>{bonus.promotionTitle}</strong>
        <Badge tone={TONE[bonus.status]}>{t(`bonus.status.${bonus.status}`)}</Badge>
      </header>
      <span>
        {t('bonus.amount')} <Amount value={bonus.bonus} />
      </span>
      <ProgressBar
        value={bonus.progress}
        max={bonus.required}
        label={t('bonus.wagering', { title: bonus.promotionTitle })}
        valueText={
          <>
            <Amount value={bonus.progress} /> / <Amount value={bonus.required} />
          </>
        }
      />
      {bonus.status === 'active' && (
        <span className="promo-note">
          {t('bonus.expires', { date: formatDateTime(bonus.expiresAt, i18n.language) })}
        </span>
      )}
    </li>
  );
}

/** Bonus details (member centre page bonusDetails): every bonus with its wagering progress bar. */
export function BonusList() {
  const { t } = useTranslation('promotions');
  const token = useSessionStore((s) => s.token);
  const bonuses = useBonuses({ enabled: Boolean(token) });
  if (!token) return <EmptyState message={t('bonus.login')} />;
  if (bonuses.isPending) return <Skeleton height={120} />;
  if (bonuses.isError) return <ErrorState onRetry={() => void bonuses.refetch()} />;
  if (bonuses.data.length === 0) return <EmptyState message={t('bonus.empty')} />;
  return (
    <ul className="promo-bonuses">
      {bonuses.data.map((b) => (
        <BonusItem key={b.grantId} bonus={b} />
      ))}
    </ul>
  );
}
