import { useTranslation } from 'react-i18next';
import { DataTable, Modal } from '@site/shared';
import type { z } from 'zod';
import type { releaseActionSchema } from '@site/shared/schemas/operator';
import { dateTime } from '../../../lib/model/format';
import { useReleaseHistory } from '../api/get-release-history';

type Action = z.infer<typeof releaseActionSchema>;

/** Who moved which version when: the release service's own audit trail of one app. */
export function HistoryDialog({ app, appName, onClose }: { app: string; appName: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('bo');
  const history = useReleaseHistory(app);
  return (
    <Modal open onClose={onClose} title={t('releases.historyOne', { app: appName })} className="bo-modal-wide">
      <DataTable<Action>
        caption={t('releases.historyOne', { app: appName })}
        hideCaption
        rows={history.data ?? []}
        rowKey={(row, index) => `${row.at}-${index}`}
        loading={history.isPending}
        error={Boolean(history.error)}
        onRetry={() => void history.refetch()}
        emptyMessage={t('releases.noHistory')}
        columns={[
          { key: 'at', header: t('releases.at'), render: (row) => dateTime(row.at, i18n.language) },
          { key: 'action', header: t('releases.action'), render: (row) => row.action },
          { key: 'version', header: t('releases.version'), render: (row) => row.version },
          { key: 'previous', header: t('releases.previous'), render: (row) => row.previousVersion ?? '—' },
          { key: 'by', header: t('releases.by'), render: (row) => row.by },
        ]}
      />
    </Modal>
  );
}
