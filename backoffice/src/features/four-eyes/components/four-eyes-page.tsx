import { useTranslation } from 'react-i18next';
import { Button, DataTable, Select, showToast } from '@site/shared';
import type { FourEyesRequest } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useClientList } from '../../../lib/hooks/use-client-list';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { downloadCsv, toCsv } from '../../../lib/model/csv';
import { errorText } from '../../../lib/model/error-text';
import { dateTime, money } from '../../../lib/model/format';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { useDecideFourEyes, useFourEyes } from '../api/four-eyes';

const CONFIRM_PERMISSION = {
  'wallet.adjust': PERMISSIONS.walletConfirm,
  'withdrawal.approve': PERMISSIONS.withdrawalsConfirm,
} as const;

/** Changes above the limit, waiting for a second staff member: confirm or reject; one's own is not offered. */
export function FourEyesPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const { params, update } = useListParams({
    sort: 'requestedAt',
    dir: 'asc',
    filters: { status: 'pending' },
  });
  const list = useFourEyes(params.filters.status ?? '');
  const view = useClientList(list.data, params, {
    search: (row) => [row.requestedBy, String(row.id), JSON.stringify(row.summary)],
    sorters: { requestedAt: (row) => row.requestedAt, amount: (row) => row.amount },
  });
  const decide = useDecideFourEyes();
  const mine = (row: FourEyesRequest) =>
    me.data !== undefined && row.requestedBy === `staff:${me.data.account}`;
  const act = (request: FourEyesRequest, verb: 'confirm' | 'reject') =>
    decide.mutate(
      { request, verb },
      {
        onSuccess: () => showToast({ tone: 'success', message: t(`fourEyes.${verb}ed`, { id: request.id }) }),
        onError: (error) => showToast({ tone: 'danger', message: errorText(t, error) }),
      },
    );
  const summary = (row: FourEyesRequest) =>
    Object.entries(row.summary)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join(' · ');
  const exportCsv = () =>
    downloadCsv(
      'four-eyes.csv',
      toCsv(
        [
          { header: 'id', value: (r: FourEyesRequest) => r.id },
          { header: 'kind', value: (r) => r.kind },
          { header: 'amount', value: (r) => r.amount.toFixed(2) },
          { header: 'summary', value: summary },
          { header: 'requested_by', value: (r) => r.requestedBy },
          { header: 'requested_at', value: (r) => r.requestedAt },
          { header: 'status', value: (r) => r.status },
          { header: 'decided_by', value: (r) => r.decidedBy },
        ],
        view.all,
      ),
    );
  return (
    <>
      <PageHeader title={t('nav.fourEyes')} />
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t('fourEyes.search')}
        sortOptions={[
          { value: 'requestedAt', label: t('fourEyes.requestedAt') },
          { value: 'amount', label: t('fourEyes.amount') },
        ]}
        onExport={exportCsv}
      >
        <Select
          label={t('fourEyes.status')}
          value={params.filters.status}
          options={(['pending', 'confirmed', 'rejected'] as const).map((s) => ({
            value: s,
            label: t(`fourEyes.statuses.${s}`),
          }))}
          onChange={(event) => update({ filters: { status: event.target.value } })}
        />
      </ListToolbar>
      <DataTable<FourEyesRequest>
        caption={t('fourEyes.caption')}
        rows={view.items}
        rowKey={(row) => String(row.id)}
        loading={list.isPending}
        error={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        emptyMessage={t('fourEyes.empty')}
        columns={[
          { key: 'id', header: t('fourEyes.id') },
          { key: 'kind', header: t('fourEyes.kind'), render: (row) => t(`fourEyes.kinds.${row.kind}`) },
          {
            key: 'amount',
            header: t('fourEyes.amount'),
            align: 'end',
            render: (row) => money(row.amount, 'PHP', i18n.language),
          },
          { key: 'summary', header: t('fourEyes.summary'), render: summary },
          { key: 'requestedBy', header: t('fourEyes.requestedBy') },
          {
            key: 'requestedAt',
            header: t('fourEyes.requestedAt'),
            render: (row) => dateTime(row.requestedAt, i18n.language),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (row) =>
              row.status !== 'pending' ? (
                t(`fourEyes.statuses.${row.status}`)
              ) : mine(row) ? (
                t('fourEyes.yours')
              ) : can(me.data, CONFIRM_PERMISSION[row.kind]) ? (
                <span className="bo-actions">
                  <Button
                    variant="secondary"
                    onClick={() => act(row, 'reject')}
                    busy={decide.isPending}
                    aria-label={t('fourEyes.rejectOne', { id: row.id })}
                  >
                    {t('fourEyes.reject')}
                  </Button>
                  <Button
                    onClick={() => act(row, 'confirm')}
                    busy={decide.isPending}
                    aria-label={t('fourEyes.confirmOne', { id: row.id })}
                  >
                    {t('fourEyes.confirm')}
                  </Button>
                </span>
              ) : (
                t('fourEyes.notYourRole')
              ),
          },
        ]}
      />
      <ListFooter
        total={view.total}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
      />
    </>
  );
}
