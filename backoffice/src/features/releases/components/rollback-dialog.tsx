import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select } from '@site/shared';
import type { AppReleaseStatus } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useRollbackRelease } from '../api/rollback-release';

/** Ends the canary when one runs, else returns the app to the version before (or one picked). */
export function RollbackDialog({ row, appName, onClose }: { row: AppReleaseStatus; appName: string; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const rollback = useRollbackRelease();
  const [to, setTo] = useState('');
  const others = row.published.filter((v) => v !== row.live).reverse();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('releases.rollbackOne', { app: appName })}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={rollback.isPending}
            onClick={() => rollback.mutate({ app: row.app, ...(to ? { to } : {}) }, { onSuccess: onClose })}
          >
            {t('releases.rollback')}
          </Button>
        </div>
      }
    >
      <div className="bo-form">
        <p>
          {row.canary && row.canaryPercent > 0
            ? t('releases.rollbackCanary', { version: row.canary })
            : t('releases.rollbackLive', { version: row.live ?? '—' })}
        </p>
        {row.canary && row.canaryPercent > 0 ? null : (
          <Select
            label={t('releases.returnTo')}
            value={to}
            options={[
              { value: '', label: t('releases.previousVersion') },
              ...others.map((v) => ({ value: v, label: v })),
            ]}
            onChange={(event) => setTo(event.target.value)}
          />
        )}
        {rollback.error ? (
          <p className="bo-error" role="alert">
            {errorText(t, rollback.error)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
