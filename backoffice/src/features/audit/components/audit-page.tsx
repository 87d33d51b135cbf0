import { useTranslation } from 'react-i18next';
import { DataTable } from '@site/shared';
import type { AuditEntry } from '@site/shared/schemas/operator';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useCsvExport } from '../../../lib/hooks/use-csv-export';
import { useListParams, type ListParams } from '../../../lib/hooks/use-list-params';
import { dateTime } from '../../../lib/model/format';
import { searchAudit, useAudit } from '../api/search-audit';

const FILTERS = { staffId: '', entity: '', entityId: '', from: '', to: '' };

/** The audit call's query: the search box is the entity id; dates become the start and end of those days (UTC). */
function auditQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, pageSize: params.pageSize };
  const { staffId, entity, entityId, from, to } = params.filters;
  if (staffId && /^\d+$/.test(staffId)) query.staffId = staffId;
  if (entity) query.entity = entity;
  if (entityId || params.q) query.entityId = entityId || params.q;
  if (from) query.from = `${from}T00:00:00.000Z`;
  if (to) query.to = `${to}T23:59:59.999Z`;
  return query;
}

const changes = (entry: AuditEntry) =>
  Object.keys({ ...(entry.before ?? {}), ...(entry.after ?? {}) })
    .map(
      (key) =>
        `${key}: ${JSON.stringify(entry.before?.[key] ?? null)} → ${JSON.stringify(entry.after?.[key] ?? null)}`,
    )
    .join('; ');

function Filter(props: { label: string; type?: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="bo-field">
      <span>{props.label}</span>
      <input
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/** The audit trail: who did what, when, from where, with the fields before and after and the reason. */
export function AuditPage() {
  const { t, i18n } = useTranslation('bo');
  const { params, update } = useListParams({ sort: 'at', dir: 'desc', pageSize: 50, filters: FILTERS });
  const query = auditQuery(params);
  const audit = useAudit(query);
  const setFilter = (key: keyof typeof FILTERS) => (value: string) =>
    update({ filters: { ...params.filters, [key]: value } });
  const csv = useCsvExport<AuditEntry>(
    'audit',
    [
      { header: 'id', value: (r) => r.id },
      { header: 'at', value: (r) => r.at },
      { header: 'actor', value: (r) => r.actor },
      { header: 'staff_id', value: (r) => r.staffId },
      { header: 'address', value: (r) => r.address },
      { header: 'action', value: (r) => r.action },
      { header: 'entity', value: (r) => r.entity },
      { header: 'entity_id', value: (r) => r.entityId },
      { header: 'changes', value: changes },
      { header: 'reason', value: (r) => r.reason },
    ],
    (page, pageSize) => searchAudit({ ...query, page, pageSize }),
  );
  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t('audit.entityId')}
        onExport={() => void csv.run()}
        exporting={csv.exporting}
      >
        <Filter
          label={t('audit.staffId')}
          value={params.filters.staffId ?? ''}
          onChange={setFilter('staffId')}
        />
        <Filter
          label={t('audit.entity')}
          value={params.filters.entity ?? ''}
          onChange={setFilter('entity')}
        />
        <Filter
          label={t('audit.from')}
          type="date"
          value={params.filters.from ?? ''}
          onChange={setFilter('from')}
        />
        <Filter
          label={t('audit.to')}
          type="date"
          value={params.filters.to ?? ''}
          onChange={setFilter('to')}
        />
      </ListToolbar>
      <DataTable<AuditEntry>
        caption={t('audit.caption')}
        rows={audit.data?.items}
        rowKey={(row) => String(row.id)}
        loading={audit.isPending}
        error={Boolean(audit.error)}
        onRetry={() => void audit.refetch()}
        emptyMessage={t('audit.empty')}
        columns={[
          { key: 'at', header: t('audit.at'), render: (row) => dateTime(row.at, i18n.language) },
          { key: 'actor', header: t('audit.actor') },
          { key: 'action', header: t('audit.action') },
          {
            key: 'entity',
            header: t('audit.entityCol'),
            render: (row) => `${row.entity} ${row.entityId ?? ''}`,
          },
          { key: 'changes', header: t('audit.changes'), render: changes },
          { key: 'reason', header: t('audit.reason'), render: (row) => row.reason ?? '—' },
          { key: 'address', header: t('audit.address'), render: (row) => row.address ?? '—' },
        ]}
      />
      <ListFooter
        total={audit.data?.total}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        busy={audit.isFetching}
      />
    </>
  );
}
