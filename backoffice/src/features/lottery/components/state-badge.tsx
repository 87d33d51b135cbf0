import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@site/shared';
import type { LotteryAdminIssue } from '@site/shared/schemas/operator';

const STATE_TONE: Record<LotteryAdminIssue['state'], BadgeTone> = {
  planned: 'neutral',
  open: 'info',
  closed: 'warning',
  drawn: 'accent',
  settled: 'success',
  voided: 'danger',
};
const SETTLEMENT_TONE: Record<LotteryAdminIssue['settlement'], BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  done: 'success',
};

export function IssueStateBadge({ state }: { state: LotteryAdminIssue['state'] }) {
  const { t } = useTranslation('bo');
  return <Badge tone={STATE_TONE[state]}>{t(`lottery.states.${state}`)}</Badge>;
}

export function SettlementBadge({ settlement }: { settlement: LotteryAdminIssue['settlement'] }) {
  const { t } = useTranslation('bo');
  return <Badge tone={SETTLEMENT_TONE[settlement]}>{t(`lottery.settlements.${settlement}`)}</Badge>;
}
