import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, ApiError, TextField } from '@site/shared';
import type { LossStatement } from '@site/shared/schemas';
import {
  REPORT_PAGE_SIZE,
  ReportPage,
  amountColumn,
  useReportFilters,
} from '../../../lib/components/report-page';
import { useLossStatements, type LossStatementsParams } from '../api/get-loss-statements';

/** Loss statements: per member of my team, valid bets, wins, losses and net loss of bets settled in the range. */
export function LossStatements() {
  const { t } = useTranslation('agent');
  const controls = useReportFilters<Pick<LossStatementsParams, 'member' | 'pageSize'>>({
    pageSize: REPORT_PAGE_SIZE,
  });
  const [member, setMember] = useState('');
  const q = useLossStatements(controls.filters);
  const notInTeam = q.error instanceof ApiError && q.error.code === 'NOT_IN_MY_TEAM';
  const columns = [
    { key: 'account', header: t('lossStatements.member') },
    { key: 'depth', header: t('lossStatements.level'), align: 'end' as const },
    amountColumn<LossStatement>('validBetMinor', t('lossStatements.validBet')),
    amountColumn<LossStatement>('winMinor', t('lossStatements.wins')),
    amountColumn<LossStatement>('lossMinor', t('lossStatements.losses')),
    amountColumn<LossStatement>('netLossMinor', t('lossStatements.net')),
  ];
  const totals = q.data?.totals;
  return (
    <ReportPage
      controls={controls}
      rangeLegend={t('lossStatements.range')}
      search={{
        role: 'search',
        onSubmit: () => controls.refine({ member: member.trim() || undefined }),
        fields: (
          <TextField
            label={t('lossStatements.member')}
            value={member}
            onChange={(e) => setMember(e.target.value)}
          />
        ),
      }}
      total={q.data?.total}
      caption={t('lossStatements.caption')}
      columns={columns}
      rows={q.data?.items}
      rowKey={(r) => r.account}
      loading={q.isLoading}
      error={
        q.isError
          ? (t(notInTeam ? 'lossStatements.notInTeam' : 'lossStatements.failed') as string)
          : undefined
      }
      onRetry={notInTeam ? undefined : () => void q.refetch()}
      emptyMessage={t('lossStatements.empty')}
      totals={
        totals
          ? {
              validBetMinor: <Amount value={totals.validBetMinor} minor />,
              winMinor: <Amount value={totals.winMinor} minor />,
              lossMinor: <Amount value={totals.lossMinor} minor />,
              netLossMinor: <Amount value={totals.netLossMinor} minor />,
            }
          : undefined
      }
    />
  );
}
