import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, DataTable } from '@site/shared';
import type { Report, ReportFigures, ReportPayment, ReportQuery } from '@site/shared/schemas/operator';
import { PageHeader } from '../../../lib/components/page-header';
import { money } from '../../../lib/model/format';
import { reportExportUrl, useReport } from '../api/get-report';

type Section = 'days' | 'vendors' | 'categories' | 'teams';

/**
 * Reports (docs/back-office.md "Reports"): betting per day, vendor, category and agent team with a totals row, and
 * payments by method, for a range of UTC days kept in the address; the CSV is the server's, with the same numbers.
 */
export function ReportsPage() {
  const { t, i18n } = useTranslation('bo');
  const [search, setSearch] = useSearchParams();
  const query: ReportQuery = {
    ...(search.get('from') ? { from: search.get('from')! } : {}),
    ...(search.get('to') ? { to: search.get('to')! } : {}),
  };
  const report = useReport(query);
  const data = report.data;
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setSearch(next);
  };
  const cash = (value: number) => money(value, data?.currency ?? 'PHP', i18n.language);
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  const figuresTable = (section: Section, rows: ReportFigures[] | undefined, totals?: Report['totals']) => (
    <section className="bo-card" aria-labelledby={`report-${section}`} key={section}>
      <h2 id={`report-${section}`}>{t(`reports.sections.${section}`)}</h2>
      <DataTable<ReportFigures>
        caption={t(`reports.sections.${section}`)}
        hideCaption
        rows={rows ?? []}
        rowKey={(row) => row.key ?? 'none'}
        loading={report.isPending}
        error={Boolean(report.error)}
        onRetry={() => void report.refetch()}
        emptyMessage={t('reports.empty')}
        totals={
          totals
            ? {
                bets: <strong>{count(totals.bets)}</strong>,
                stake: <strong>{cash(totals.stake)}</strong>,
                payout: <strong>{cash(totals.payout)}</strong>,
                ggr: <strong>{cash(totals.ggr)}</strong>,
                players: <strong>{count(totals.players)}</strong>,
              }
            : undefined
        }
        columns={[
          {
            key: 'label',
            header: t(`reports.keys.${section}`),
            render: (row) => row.label ?? (section === 'teams' ? t('reports.noTeam') : '—'),
          },
          { key: 'bets', header: t('reports.bets'), align: 'end', render: (row) => count(row.bets) },
          { key: 'stake', header: t('reports.stake'), align: 'end', render: (row) => cash(row.stake) },
          { key: 'payout', header: t('reports.payout'), align: 'end', render: (row) => cash(row.payout) },
          { key: 'ggr', header: t('reports.ggr'), align: 'end', render: (row) => cash(row.ggr) },
          { key: 'players', header: t('reports.players'), align: 'end', render: (row) => count(row.players) },
        ]}
      />
    </section>
  );

  return (
    <>
      <PageHeader title={t('nav.reports')}>
        <a className="ui-button ui-button--secondary" href={reportExportUrl(query)} download>
          {t('reports.export')}
        </a>
      </PageHeader>
      <form className="bo-toolbar" onSubmit={apply} aria-label={t('reports.range')}>
        <label className="bo-field">
          <span>{t('reports.from')}</span>
          <input
            type="date"
            value={from || data?.from || ''}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="bo-field">
          <span>{t('reports.to')}</span>
          <input type="date" value={to || data?.to || ''} onChange={(event) => setTo(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          {t('reports.show')}
        </Button>
        {data ? <p className="bo-muted">{t('reports.utcNote', { from: data.from, to: data.to })}</p> : null}
      </form>
      <div className="bo-stack">
        {figuresTable('days', data?.days, data?.totals)}
        <section className="bo-card" aria-labelledby="report-payments">
          <h2 id="report-payments">{t('reports.sections.payments')}</h2>
          <DataTable<ReportPayment>
            caption={t('reports.sections.payments')}
            hideCaption
            rows={data?.payments ?? []}
            rowKey={(row) => `${row.kind}-${row.method}`}
            loading={report.isPending}
            error={Boolean(report.error)}
            onRetry={() => void report.refetch()}
            emptyMessage={t('reports.empty')}
            totals={
              data
                ? {
                    method: (
                      <span className="bo-muted">
                        {t('reports.netCash', {
                          amount: cash(data.totals.deposits - data.totals.withdrawals),
                        })}
                      </span>
                    ),
                  }
                : undefined
            }
            columns={[
              { key: 'kind', header: t('reports.kind'), render: (row) => t(`reports.kinds.${row.kind}`) },
              { key: 'method', header: t('reports.method'), render: (row) => row.method },
              { key: 'count', header: t('reports.count'), align: 'end', render: (row) => count(row.count) },
              { key: 'amount', header: t('reports.amount'), align: 'end', render: (row) => cash(row.amount) },
            ]}
          />
        </section>
        {figuresTable('vendors', data?.vendors, data?.totals)}
        {figuresTable('categories', data?.categories, data?.totals)}
        {figuresTable('teams', data?.teams, data?.totals)}
      </div>
    </>
  );
}
