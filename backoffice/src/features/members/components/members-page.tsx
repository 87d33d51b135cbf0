import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from '@site/shared';
import type { MemberSummary } from '@site/shared/schemas/operator';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useCsvExport } from '../../../lib/hooks/use-csv-export';
import { listQuery, useListParams } from '../../../lib/hooks/use-list-params';
import { dateTime } from '../../../lib/model/format';
import { searchMembers, useMembers } from '../api/search-members';

/** Member search by account, mobile, e-mail or id. */
export function MembersPage() {
  const { t, i18n } = useTranslation('bo');
  const { params, update } = useListParams({ sort: 'createdAt', dir: 'desc' });
  const query = listQuery(params);
  const members = useMembers(query);
  const csv = useCsvExport<MemberSummary>(
    'members',
    [
      { header: 'id', value: (r) => r.id },
      { header: 'account', value: (r) => r.account },
      { header: 'nickname', value: (r) => r.nickname },
      { header: 'mobile', value: (r) => r.mobile },
      { header: 'email', value: (r) => r.email },
      { header: 'type', value: (r) => r.type },
      { header: 'registered_at', value: (r) => r.createdAt },
      { header: 'last_login_at', value: (r) => r.lastLoginAt },
    ],
    (page, pageSize) => searchMembers({ ...query, page, pageSize }),
  );
  return (
    <>
      <PageHeader title={t('nav.members')} />
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t('members.search')}
        sortOptions={[
          { value: 'createdAt', label: t('members.sortRegistered') },
          { value: 'account', label: t('members.sortAccount') },
          { value: 'lastLoginAt', label: t('members.sortLastLogin') },
        ]}
        onExport={() => void csv.run()}
        exporting={csv.exporting}
      />
      <DataTable<MemberSummary>
        caption={t('members.caption')}
        rows={members.data?.items}
        rowKey={(row) => String(row.id)}
        loading={members.isPending}
        error={Boolean(members.error)}
        onRetry={() => void members.refetch()}
        emptyMessage={t('members.empty')}
        columns={[
          { key: 'id', header: t('members.id') },
          {
            key: 'account',
            header: t('members.account'),
            render: (row) => <Link to={`/members/${row.id}`}>{row.account}</Link>,
          },
          { key: 'mobile', header: t('members.mobile'), render: (row) => row.mobile ?? '—' },
          { key: 'email', header: t('members.email'), render: (row) => row.email ?? '—' },
          {
            key: 'type',
            header: t('members.type'),
            render: (row) => t(`members.types.${row.type}`, { defaultValue: String(row.type) }),
          },
          {
            key: 'createdAt',
            header: t('members.registered'),
            render: (row) => dateTime(row.createdAt, i18n.language),
          },
          {
            key: 'lastLoginAt',
            header: t('members.lastLogin'),
            render: (row) => dateTime(row.lastLoginAt, i18n.language),
          },
        ]}
      />
      <ListFooter
        total={members.data?.total}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        busy={members.isFetching}
      />
    </>
  );
}
