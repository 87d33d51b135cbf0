import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, ErrorState, Skeleton, TextField } from '@site/shared';
import type { DepositLimit, ResponsibleGamingOperatorView } from '@site/shared/schemas';
import { errorText } from '../../../lib/model/error-text';
import { dateTime, money } from '../../../lib/model/format';
import { useMemberLimits } from '../api/get-member-limits';

type Break = ResponsibleGamingOperatorView['breaks'][number];

function LimitsTable({ view }: { view: ResponsibleGamingOperatorView }) {
  const { t, i18n } = useTranslation('bo');
  const currency = view.settings.currency;
  const amount = (value: number | null) =>
    value === null ? t('riskCare.member.noLimit') : money(value, currency, i18n.language);
  return (
    <DataTable<DepositLimit>
      caption={t('riskCare.member.limitsTitle', { account: view.account })}
      rows={view.settings.limits}
      rowKey={(row) => row.period}
      columns={[
        {
          key: 'period',
          header: t('riskCare.member.period'),
          render: (r) => t(`riskCare.member.periods.${r.period}`),
        },
        { key: 'amount', header: t('riskCare.member.limit'), align: 'end', render: (r) => amount(r.amount) },
        {
          key: 'used',
          header: t('riskCare.member.used'),
          align: 'end',
          render: (r) => money(r.used, currency, i18n.language),
        },
        {
          key: 'pending',
          header: t('riskCare.member.pending'),
          render: (r) =>
            r.pending
              ? t('riskCare.member.pendingChange', {
                  amount: amount(r.pending.amount),
                  at: dateTime(r.pending.effectiveAt, i18n.language),
                })
              : '—',
        },
      ]}
    />
  );
}

function BreaksTable({ view }: { view: ResponsibleGamingOperatorView }) {
  const { t, i18n } = useTranslation('bo');
  return (
    <DataTable<Break>
      caption={t('riskCare.member.breaksTitle', { account: view.account })}
      rows={view.breaks}
      rowKey={(row) => row.startsAt}
      emptyMessage={t('riskCare.member.noBreaks')}
      columns={[
        {
          key: 'kind',
          header: t('riskCare.kind'),
          render: (r) => (
            <>
              {t(`riskCare.kinds.${r.kind}`)}{' '}
              {r.running ? <Badge tone="warning">{t('riskCare.member.running')}</Badge> : null}
            </>
          ),
        },
        {
          key: 'starts',
          header: t('riskCare.member.starts'),
          render: (r) => dateTime(r.startsAt, i18n.language),
        },
        { key: 'ends', header: t('riskCare.ends'), render: (r) => dateTime(r.endsAt, i18n.language) },
        { key: 'by', header: t('riskCare.by'), render: (r) => r.imposedBy ?? t('riskCare.byMember') },
        { key: 'reason', header: t('common.reason'), render: (r) => r.reason ?? '—' },
      ]}
    />
  );
}

/**
 * One member's responsible-gaming state (docs/back-office.md "Running the site"): deposit limits per rolling day,
 * week and month with what is used and any raise waiting its 24 hours, and every break, running or past.
 */
export function MemberLimitsCard() {
  const { t } = useTranslation('bo');
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const view = useMemberLimits(account);
  return (
    <section className="bo-card" aria-labelledby="member-limits-title">
      <h2 id="member-limits-title">{t('riskCare.member.title')}</h2>
      <form
        role="search"
        className="bo-risk-search"
        onSubmit={(event) => {
          event.preventDefault();
          setAccount(typed.trim());
        }}
      >
        <TextField
          label={t('riskCare.account')}
          value={typed}
          maxLength={40}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={!typed.trim()}>
          {t('riskCare.member.search')}
        </Button>
      </form>
      {account && view.isPending ? <Skeleton height={120} /> : null}
      {view.error ? (
        <ErrorState message={errorText(t, view.error)} onRetry={() => void view.refetch()} />
      ) : null}
      {view.data && !view.error ? (
        <div className="bo-stack">
          <LimitsTable view={view.data} />
          <BreaksTable view={view.data} />
        </div>
      ) : null}
    </section>
  );
}
