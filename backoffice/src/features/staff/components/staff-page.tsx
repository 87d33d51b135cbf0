import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Modal, Select, TextField } from '@site/shared';
import { ROLES, type Role } from '@site/shared/schemas/operator';
import type { z } from 'zod';
import type { staffListItemSchema } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useClientList } from '../../../lib/hooks/use-client-list';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { downloadCsv, toCsv } from '../../../lib/model/csv';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { useChangeRole, useSetLocked, useStaffList } from '../api/staff-admin';
import { CreateStaffForm } from './create-staff-form';

type StaffRow = z.infer<typeof staffListItemSchema>;

/** Change a role or lock/unlock, with the reason the audit trail keeps. */
function EditStaff({ row, onClose }: { row: StaffRow; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const changeRole = useChangeRole();
  const setLocked = useSetLocked();
  const [role, setRole] = useState<Role>(row.role);
  const [reason, setReason] = useState('');
  const error = changeRole.error ?? setLocked.error;
  const locked = row.status === 'locked';
  return (
    <Modal open onClose={onClose} title={t('staff.editTitle', { account: row.account })}>
      <div className="bo-form">
        <Select
          label={t('staff.role')}
          value={role}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          onChange={(e) => setRole(e.target.value as Role)}
        />
        <TextField
          label={t('staff.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        {error ? (
          <p className="bo-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <div className="bo-actions">
          <Button
            variant={locked ? 'secondary' : 'danger'}
            disabled={!reason.trim()}
            busy={setLocked.isPending}
            onClick={() =>
              setLocked.mutate({ id: row.id, locked: !locked, reason: reason.trim() }, { onSuccess: onClose })
            }
          >
            {locked ? t('staff.unlock') : t('staff.lock')}
          </Button>
          <Button
            disabled={!reason.trim() || role === row.role}
            busy={changeRole.isPending}
            onClick={() =>
              changeRole.mutate({ id: row.id, role, reason: reason.trim() }, { onSuccess: onClose })
            }
          >
            {t('staff.saveRole')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export function StaffPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const list = useStaffList();
  const { params, update } = useListParams({ sort: 'account', dir: 'asc' });
  const view = useClientList(list.data, params, {
    search: (row) => [row.account, row.displayName, row.role],
    sorters: { account: (row) => row.account, role: (row) => row.role, createdAt: (row) => row.createdAt },
  });
  const [editing, setEditing] = useState<StaffRow | null>(null);
  const exportCsv = () =>
    downloadCsv(
      'staff.csv',
      toCsv(
        [
          { header: 'id', value: (r: StaffRow) => r.id },
          { header: 'account', value: (r) => r.account },
          { header: 'name', value: (r) => r.displayName },
          { header: 'role', value: (r) => r.role },
          { header: 'status', value: (r) => r.status },
          { header: 'last_login_at', value: (r) => r.lastLoginAt },
          { header: 'created_at', value: (r) => r.createdAt },
        ],
        view.all,
      ),
    );
  return (
    <>
      <PageHeader title={t('nav.staff')} />
      <div className="bo-grid">
        <CreateStaffForm />
      </div>
      <ListToolbar
        params={params}
        update={update}
        searchLabel={t('staff.search')}
        sortOptions={[
          { value: 'account', label: t('staff.account') },
          { value: 'role', label: t('staff.role') },
          { value: 'createdAt', label: t('staff.created') },
        ]}
        onExport={exportCsv}
      />
      <DataTable<StaffRow>
        caption={t('staff.caption')}
        rows={view.items}
        rowKey={(row) => String(row.id)}
        loading={list.isPending}
        error={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        emptyMessage={t('staff.empty')}
        columns={[
          { key: 'account', header: t('staff.account') },
          { key: 'displayName', header: t('staff.displayName') },
          { key: 'role', header: t('staff.role'), render: (row) => t(`roles.${row.role}`) },
          { key: 'status', header: t('staff.status'), render: (row) => t(`staff.statuses.${row.status}`) },
          {
            key: 'lastLoginAt',
            header: t('staff.lastLogin'),
            render: (row) => dateTime(row.lastLoginAt, i18n.language),
          },
          {
            key: 'edit',
            header: t('common.actions'),
            render: (row) =>
              row.id === me.data?.id ? null : (
                <Button
                  variant="secondary"
                  onClick={() => setEditing(row)}
                  aria-label={t('staff.editOne', { account: row.account })}
                >
                  {t('staff.edit')}
                </Button>
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
      {editing ? <EditStaff row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
