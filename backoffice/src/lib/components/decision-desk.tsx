import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button, DataTable, Select, showToast, type DataTableColumn } from '@site/shared';
import { useClientList } from '../hooks/use-client-list';
import { useListParams } from '../hooks/use-list-params';
import { downloadCsv, toCsv, type CsvColumn } from '../model/csv';
import { errorText } from '../model/error-text';
import { dateTime } from '../model/format';
import { DecisionDialog } from './decision-dialog';
import { ListFooter } from './list-footer';
import { ListToolbar } from './list-toolbar';
import { PageHeader } from './page-header';

/** What every decided request has: who asked, when, and where it stands. */
export interface DecidableRow {
  id: number;
  memberId: number;
  account: string;
  status: string;
  createdAt: string;
}
export type Decision = { id: number; action: 'approve' | 'reject'; remark: string };

/**
 * A queue of member requests staff approve or reject with a remark, the operator lists the server answers whole
 * (promotion applications, point redemptions): status filter, search, sort and page in the address, CSV of every
 * match, and the decision dialog. Texts come from the desk's namespace (`<ns>.caption`, `<ns>.statuses.<s>`, …).
 */
export function DecisionDesk<Row extends DecidableRow>(props: {
  ns: 'promotions' | 'redemptions';
  statuses: readonly string[];
  /** The status a request waits in: only those get the decision button. */
  openStatus: string;
  useRows: (status: string) => UseQueryResult<Row[]>;
  decide: UseMutationResult<unknown, Error, Decision>;
  canDecide: boolean;
  search: (row: Row) => string[];
  /** The second sort besides "created" (its key, and its label key under the namespace). */
  sort: { key: string; value: (row: Row) => string | number; label: string };
  /** The desk's own columns, between the member and the creation time. */
  columns: DataTableColumn<Row>[];
  csv: { file: string; columns: CsvColumn<Row>[] };
  /** What a row shows instead of the button (the remark given, once decided). */
  closed: (row: Row) => string | null;
  remarkRequiredToReject?: boolean;
  maxLength: number;
  detail: (row: Row) => ReactNode;
}) {
  const { ns } = props;
  const { t, i18n } = useTranslation('bo');
  const { params, update } = useListParams({
    sort: 'createdAt',
    dir: 'asc',
    filters: { status: props.openStatus },
  });
  const list = props.useRows(params.filters.status ?? '');
  const view = useClientList(list.data, params, {
    search: props.search,
    sorters: { createdAt: (row) => row.createdAt, [props.sort.key]: props.sort.value },
  });
  const decide = props.decide;
  const [open, setOpen] = useState<Row | null>(null);
  const close = () => {
    decide.reset();
    setOpen(null);
  };
  const onDecide = (row: Row, action: Decision['action'], remark: string) =>
    decide.mutate(
      { id: row.id, action, remark },
      {
        onSuccess: () => {
          const toast = action === 'approve' ? `${ns}.approvedToast` : `${ns}.rejectedToast`;
          showToast({ tone: 'success', message: t(toast, { id: row.id }) });
          setOpen(null);
        },
      },
    );

  return (
    <>
      <PageHeader title={t(`nav.${ns}`)} />
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t(`${ns}.search`)}
        sortOptions={[
          { value: 'createdAt', label: t(`${ns}.sortCreated`) },
          { value: props.sort.key, label: t(`${ns}.${props.sort.label}`) },
        ]}
        onExport={() => downloadCsv(props.csv.file, toCsv(props.csv.columns, view.all))}
      >
        <Select
          label={t(`${ns}.status`)}
          value={params.filters.status}
          options={props.statuses.map((status) => ({ value: status, label: t(`${ns}.statuses.${status}`) }))}
          onChange={(event) => update({ filters: { status: event.target.value } })}
        />
      </ListToolbar>
      <DataTable<Row>
        caption={t(`${ns}.caption`)}
        rows={view.items}
        rowKey={(row) => String(row.id)}
        loading={list.isPending}
        error={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        emptyMessage={t(`${ns}.empty`)}
        columns={[
          { key: 'id', header: t(`${ns}.id`) },
          {
            key: 'account',
            header: t(`${ns}.member`),
            render: (row) => <Link to={`/members/${row.memberId}`}>{row.account}</Link>,
          },
          ...props.columns,
          {
            key: 'createdAt',
            header: t(`${ns}.created`),
            render: (row) => dateTime(row.createdAt, i18n.language),
          },
          {
            key: 'open',
            header: t('common.actions'),
            render: (row) =>
              props.canDecide && row.status === props.openStatus ? (
                <Button variant="secondary" onClick={() => setOpen(row)}>
                  {t(`${ns}.review`)}
                </Button>
              ) : (
                (props.closed(row) ?? '—')
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
      {open ? (
        <DecisionDialog
          title={t(`${ns}.detailTitle`, { id: open.id, account: open.account })}
          busy={decide.isPending}
          error={decide.error ? errorText(t, decide.error) : null}
          remarkRequiredToReject={props.remarkRequiredToReject}
          maxLength={props.maxLength}
          onClose={close}
          onDecide={(action, remark) => onDecide(open, action, remark)}
        >
          {props.detail(open)}
        </DecisionDialog>
      ) : null}
    </>
  );
}
