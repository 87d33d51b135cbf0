import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, TextField } from '@site/shared';
import type { AdminGameVendor } from '@site/shared/schemas/operator';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { useEditGameVendor } from '../api/edit-game-vendor';

type Change = { vendor: AdminGameVendor; action: 'maintenance' | 'disable' };

/**
 * Vendors with their state in the lobby. Starting maintenance (with the message players read) and disabling take
 * games away from players: both ask for a reason. Ending maintenance and enabling give them back at once.
 */
export function VendorTable(props: {
  vendors: AdminGameVendor[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  canManage: boolean;
}) {
  const { t } = useTranslation('bo');
  const edit = useEditGameVendor();
  const [change, setChange] = useState<Change | null>(null);
  const [message, setMessage] = useState('');
  const open = (next: Change) => {
    edit.reset();
    setMessage(next.vendor.maintenanceMessage ?? '');
    setChange(next);
  };
  const restore = (vendor: AdminGameVendor, field: 'maintenance' | 'enabled') =>
    edit.mutate({
      vendor: vendor.vendor,
      edit: field === 'maintenance' ? { maintenance: false } : { enabled: true },
    });
  return (
    <>
      {edit.error && !change ? (
        <p className="bo-error" role="alert">
          {errorText(t, edit.error)}
        </p>
      ) : null}
      <DataTable<AdminGameVendor>
        caption={t('games.vendorsTitle')}
        hideCaption
        rows={props.vendors ?? []}
        rowKey={(row) => row.vendor}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={t('games.noVendors')}
        columns={[
          {
            key: 'vendor',
            header: t('games.vendor'),
            render: (row) => (
              <>
                <strong>{row.displayName}</strong> <span className="bo-muted">{row.vendor}</span>
              </>
            ),
          },
          { key: 'categories', header: t('games.categories'), render: (row) => row.categories.join(', ') },
          { key: 'games', header: t('games.gameCount'), align: 'end', render: (row) => row.games },
          {
            key: 'state',
            header: t('games.state'),
            render: (row) => (
              <>
                {row.enabled ? (
                  <Badge tone="success">{t('games.enabled')}</Badge>
                ) : (
                  <Badge tone="danger">{t('games.disabled')}</Badge>
                )}{' '}
                {row.maintenance ? <Badge tone="warning">{t('games.maintenance')}</Badge> : null}
                {row.maintenance && row.maintenanceMessage ? (
                  <span className="bo-muted"> “{row.maintenanceMessage}”</span>
                ) : null}
              </>
            ),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (row) =>
              props.canManage ? (
                <div className="bo-actions bo-actions--wrap">
                  {row.maintenance ? (
                    <Button
                      variant="secondary"
                      busy={edit.isPending && edit.variables?.vendor === row.vendor}
                      onClick={() => restore(row, 'maintenance')}
                      aria-label={t('games.endMaintenanceOf', { vendor: row.displayName })}
                    >
                      {t('games.endMaintenance')}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => open({ vendor: row, action: 'maintenance' })}
                      aria-label={t('games.startMaintenanceOf', { vendor: row.displayName })}
                    >
                      {t('games.startMaintenance')}
                    </Button>
                  )}
                  {row.enabled ? (
                    <Button
                      variant="secondary"
                      onClick={() => open({ vendor: row, action: 'disable' })}
                      aria-label={t('games.disableOf', { name: row.displayName })}
                    >
                      {t('games.disable')}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => restore(row, 'enabled')}
                      aria-label={t('games.enableOf', { name: row.displayName })}
                    >
                      {t('games.enable')}
                    </Button>
                  )}
                </div>
              ) : null,
          },
        ]}
      />
      {change ? (
        <ReasonDialog
          title={
            change.action === 'maintenance'
              ? t('games.startMaintenanceOf', { vendor: change.vendor.displayName })
              : t('games.disableOf', { name: change.vendor.displayName })
          }
          confirmLabel={change.action === 'maintenance' ? t('games.startMaintenance') : t('games.disable')}
          busy={edit.isPending}
          error={edit.error ? errorText(t, edit.error) : null}
          onClose={() => setChange(null)}
          onConfirm={(reason) =>
            edit.mutate(
              {
                vendor: change.vendor.vendor,
                edit:
                  change.action === 'maintenance'
                    ? { maintenance: true, maintenanceMessage: message.trim() || null, reason }
                    : { enabled: false, reason },
              },
              { onSuccess: () => setChange(null) },
            )
          }
        >
          <p>
            {change.action === 'maintenance'
              ? t('games.maintenanceExplain', { vendor: change.vendor.displayName })
              : t('games.disableVendorExplain', { vendor: change.vendor.displayName })}
          </p>
          {change.action === 'maintenance' ? (
            <TextField
              label={t('games.maintenanceMessage')}
              value={message}
              maxLength={300}
              onChange={(event) => setMessage(event.target.value)}
            />
          ) : null}
        </ReasonDialog>
      ) : null}
    </>
  );
}
