import { useTranslation } from 'react-i18next';
import type { RiskHint } from '@site/shared/schemas/operator';
import { RISK_SEVERITY, sortRisks } from '../model/risk';

export function RiskHints({ risks }: { risks: readonly RiskHint[] }) {
  const { t } = useTranslation('bo');
  if (risks.length === 0) return <span className="bo-muted">{t('withdrawals.noRisk')}</span>;
  return (
    <ul className="bo-risks" aria-label={t('withdrawals.risks')}>
      {sortRisks(risks).map((risk) => (
        <li key={risk} className={`bo-risk bo-risk--${RISK_SEVERITY[risk]}`} title={t(`risk.${risk}.hint`)}>
          {t(`risk.${risk}.label`)}
        </li>
      ))}
    </ul>
  );
}
