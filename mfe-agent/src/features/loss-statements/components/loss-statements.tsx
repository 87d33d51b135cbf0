import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  ApiError,
  Button,
  DataTable,
  DateRangePicker,
  Pagination,
  TextField,
  datePresetRange,
} from '@site/shared';
import type { LossStatement } from '@site/shared/schemas';
import { SITE_TIME_ZONE } from '../../../lib/site-time-zone';
import { useLossStatements, type LossStatementsParams } from '../api/get-loss-statements';

const PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
const PAGE_SIZE = 20;

/** Loss statements: per member of my team, valid bets, wins, losses and net loss of bets settled in the range. */
export function LossStatements() {
  const { t } = useTranslation('agent');
  const [filters, setFilters] = useState<LossStatementsParams>(() => ({
    ...datePresetRange('last_7_days', SITE_TIME_ZONE),
    page: 1,
    pageSize: PAGE_SIZE,
  }));
  const [member, setMember] = useState('');
  const q = useLossStatements(filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...filters, member: member.trim() || undefined, page: 1 });
  };
  const notInTeam = q.error instanceof ApiError && q.error.code === 'NOT_IN_MY_TEAM';
  const money = (key: keyof LossStatement, header: string) => ({
    key,
    header,
    align: 'end' as const,
    render: (r: LossStatement) => <Amount value={r[key] as number} minor />,
  });
  const columns = [
    { key: 'account', header: t('lossStatements.member') },
    { key: 'depth', header: t('lossStatements.level'), align: 'end' as const },
    money('validBetMinor', t('lossStatements.validBet')),
    money('winMinor', t('lossStatements.wins')),
    money('lossMinor', t('lossStatements.losses')),
    money('netLossMinor', t('lossStatements.net')),
  ];
  const totals = q.data?.totals;
  return (
    <div className="agent-page">
      <DateRangePicker
        legend={t('lossStatements.range')}
        value={{ from: filters.from, to: filters.to }}
        onChange={(r) => setFilters({ ...filters, ...r, page: 1 })}
        presets={PRESETS}
        timeZone={SITE_TIME_ZONE}
      />
      <form className="agent-filters" onSubmit={submit} role="search">
        <TextField
          label={t('lossStatements.member')}
          value={member}
          onChange={(e) => setMember(e.target.value)}
        />
        <Button type="submit">{t('common.search')}</Button>
      </form>
      <DataTable
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
      <Pagination
        page={filters.page}
        totalPages={q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1}
        onChange={(page) => setFilters({ ...filters, page })}
      />
    </div>
  );
}
