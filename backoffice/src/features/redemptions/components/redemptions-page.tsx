import { useTranslation } from 'react-i18next';
import { POINT_REDEMPTION_STATES } from '@site/shared/schemas';
import { type AdminRedemption } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { DecisionDesk } from '../../../lib/components/decision-desk';
import { money } from '../../../lib/model/format';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { useDecideRedemption } from '../api/decide-redemption';
import { useRedemptions } from '../api/get-redemptions';

/** Point-mall redemptions waiting for staff: approve or reject. */
export function RedemptionsPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const decide = useDecideRedemption();
  const cash = (row: AdminRedemption) =>
    row.cashMinor === null ? '—' : money(row.cashMinor / 100, 'PHP', i18n.language);
  return (
    <DecisionDesk<AdminRedemption>
      ns="redemptions"
      statuses={POINT_REDEMPTION_STATES}
      openStatus="processing"
      useRows={useRedemptions}
      decide={decide}
      canDecide={can(me.data, PERMISSIONS.pointsDecide)}
      search={(row) => [row.account, String(row.id), row.rewardCode, row.rewardName]}
      sort={{ key: 'points', value: (row) => row.points, label: 'sortPoints' }}
      columns={[
        { key: 'reward', header: t('redemptions.reward'), render: (row) => row.rewardName },
        { key: 'points', header: t('redemptions.points'), align: 'end' },
        { key: 'cash', header: t('redemptions.cash'), align: 'end', render: cash },
      ]}
      csv={{
        file: 'point-redemptions.csv',
        columns: [
          { header: 'id', value: (r) => r.id },
          { header: 'member', value: (r) => r.account },
          { header: 'reward', value: (r) => r.rewardCode },
          { header: 'points', value: (r) => r.points },
          { header: 'cash', value: (r) => (r.cashMinor === null ? '' : (r.cashMinor / 100).toFixed(2)) },
          { header: 'status', value: (r) => r.status },
          { header: 'remark', value: (r) => r.remark },
          { header: 'created_at', value: (r) => r.createdAt },
          { header: 'decided_at', value: (r) => r.decidedAt },
        ],
      }}
      closed={(row) => row.remark}
      remarkRequiredToReject={false}
      maxLength={140}
      detail={(row) => (
        <p>
          {row.rewardName} · {t('redemptions.pointsCount', { count: row.points })} · {cash(row)}
        </p>
      )}
    />
  );
}
