import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DataTable, ErrorState, Skeleton, Tabs } from '@site/shared';
import type { MemberProfile } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { useMemberLedger } from '../../../lib/api/get-member-ledger';
import { LedgerTable } from '../../../lib/components/ledger-table';
import { ListFooter } from '../../../lib/components/list-footer';
import { PageHeader } from '../../../lib/components/page-header';
import { dateTime, money } from '../../../lib/model/format';
import { errorText } from '../../../lib/model/error-text';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { useMember } from '../api/get-member';
import { AdjustWalletForm } from './adjust-wallet-form';
import { MemberLimitsCard } from './member-limits-card';
import { MemberStatusCard } from './member-status-card';

type Tab = 'ledger' | 'sessions' | 'logins';
const LEDGER_PAGE_SIZE = 20;

function Profile({ member }: { member: MemberProfile }) {
  const { t, i18n } = useTranslation('bo');
  const facts: [string, string][] = [
    [t('members.id'), String(member.id)],
    [t('members.nickname'), member.nickname],
    [t('members.mobile'), member.mobile ?? '—'],
    [t('members.email'), member.email ?? '—'],
    [t('members.payeeName'), member.payeeName ?? '—'],
    [t('members.type'), t(`members.types.${member.type}`, { defaultValue: String(member.type) })],
    [t('members.registered'), dateTime(member.createdAt, i18n.language)],
    [t('members.lastLogin'), dateTime(member.lastLoginAt, i18n.language)],
    [t('members.registerIp'), member.registerIp ?? '—'],
    [t('members.mustChangePassword'), member.mustChangePassword ? t('common.yes') : t('common.no')],
  ];
  return (
    <section className="bo-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('members.profile')}</h2>
      <dl className="bo-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Balances({ member }: { member: MemberProfile }) {
  const { t, i18n } = useTranslation('bo');
  const cur = member.currency;
  return (
    <section className="bo-card" aria-labelledby="balances-title">
      <h2 id="balances-title">{t('members.balances')}</h2>
      <dl className="bo-figures">
        {member.balances.map((balance) => (
          <div key={balance.code} className="bo-figure bo-figure--key">
            <dt>{t('members.balance', { currency: balance.currency })}</dt>
            <dd data-figure="balance">{money(balance.balance, balance.currency, i18n.language)}</dd>
          </div>
        ))}
        <div className="bo-figure">
          <dt>{t('members.held')}</dt>
          <dd>{money(member.held, cur, i18n.language)}</dd>
        </div>
        <div className="bo-figure">
          <dt>{t('members.depositsTotal')}</dt>
          <dd>{money(member.depositsTotal, cur, i18n.language)}</dd>
        </div>
        <div className="bo-figure">
          <dt>{t('members.withdrawalsTotal')}</dt>
          <dd>{money(member.withdrawalsTotal, cur, i18n.language)}</dd>
        </div>
      </dl>
    </section>
  );
}

function Activity({ member }: { member: MemberProfile }) {
  const { t, i18n } = useTranslation('bo');
  const [tab, setTab] = useState<Tab>('ledger');
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger(member.id, page, LEDGER_PAGE_SIZE);
  return (
    <Tabs
      label={t('members.activity')}
      value={tab}
      onChange={setTab}
      tabs={[
        { id: 'ledger', label: t('members.ledger') },
        { id: 'sessions', label: t('members.sessions') },
        { id: 'logins', label: t('members.logins') },
      ]}
    >
      {tab === 'ledger' ? (
        <>
          <LedgerTable
            caption={t('members.ledger')}
            page={ledger.data}
            loading={ledger.isPending}
            error={Boolean(ledger.error)}
            onRetry={() => void ledger.refetch()}
          />
          <ListFooter
            total={ledger.data?.total}
            page={page}
            pageSize={LEDGER_PAGE_SIZE}
            onPage={setPage}
            busy={ledger.isFetching}
          />
        </>
      ) : tab === 'sessions' ? (
        <DataTable
          caption={t('members.sessions')}
          rows={member.sessions}
          rowKey={(row) => row.id}
          emptyMessage={t('members.noSessions')}
          columns={[
            {
              key: 'createdAt',
              header: t('members.started'),
              render: (row) => dateTime(row.createdAt, i18n.language),
            },
            {
              key: 'expiresAt',
              header: t('members.expires'),
              render: (row) => dateTime(row.expiresAt, i18n.language),
            },
            { key: 'kind', header: t('members.kind') },
            { key: 'ip', header: t('members.ip') },
            {
              key: 'active',
              header: t('members.state'),
              render: (row) => (row.active ? t('members.active') : t('members.ended')),
            },
          ]}
        />
      ) : (
        <DataTable
          caption={t('members.logins')}
          rows={member.logins}
          rowKey={(row, index) => `${row.createdAt}-${index}`}
          emptyMessage={t('members.noLogins')}
          columns={[
            {
              key: 'createdAt',
              header: t('members.time'),
              render: (row) => dateTime(row.createdAt, i18n.language),
            },
            { key: 'ip', header: t('members.ip') },
            {
              key: 'success',
              header: t('members.result'),
              render: (row) => (row.success ? t('members.loginOk') : t('members.loginFailed')),
            },
          ]}
        />
      )}
    </Tabs>
  );
}

/**
 * One member: profile, balances, status (lock, forced password change), responsible-gaming limits and breaks, ledger
 * with the running balance, sessions, sign-ins, and the wallet adjustment.
 */
export function MemberPage() {
  const { t } = useTranslation('bo');
  const id = Number(useParams().id);
  const me = useMe();
  const member = useMember(id);
  if (member.error)
    return <ErrorState message={errorText(t, member.error)} onRetry={() => void member.refetch()} />;
  if (!member.data) return <Skeleton height={320} />;
  return (
    <>
      <PageHeader title={t('members.title', { account: member.data.account })}>
        <Link to="/members">{t('members.back')}</Link>
      </PageHeader>
      <div className="bo-grid">
        <Profile member={member.data} />
        <Balances member={member.data} />
        <MemberStatusCard member={member.data} canManage={can(me.data, PERMISSIONS.membersManage)} />
        {can(me.data, PERMISSIONS.walletAdjust) ? (
          <AdjustWalletForm memberId={id} account={member.data.account} />
        ) : null}
      </div>
      {can(me.data, PERMISSIONS.rgRead) ? (
        <MemberLimitsCard memberId={id} account={member.data.account} />
      ) : null}
      <Activity member={member.data} />
    </>
  );
}
