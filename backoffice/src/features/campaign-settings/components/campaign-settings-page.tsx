import './campaign-settings.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@site/shared';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useRebateSettings } from '../api/get-rebate-settings';
import { useReferralSettings } from '../api/get-referral-settings';
import { useVipSettings } from '../api/get-vip-settings';
import { RebateCard } from './rebate-card';
import { ReferralCard } from './referral-card';
import { VipCard } from './vip-card';

/** One card's query: a skeleton while it loads, a retry on failure, the card (fresh after each save) once it has data. */
function Loaded<T>(props: {
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('bo');
  if (props.query.isPending) return <Skeleton height={160} />;
  if (props.query.error || props.query.data === undefined)
    return <ErrorState message={t('errors.generic')} onRetry={() => void props.query.refetch()} />;
  return <>{props.children(props.query.data)}</>;
}

/**
 * Rebate, referral and VIP settings (docs/back-office.md "Campaign settings"): `promotions.read` sees them,
 * `campaigns.settings` changes them, each save with a reason for the audit trail.
 */
export function CampaignSettingsPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.campaignSettings);
  const rebate = useRebateSettings();
  const referral = useReferralSettings();
  const vip = useVipSettings();
  // Each card is keyed by its data, so a save (or a colleague's, on refetch) starts a fresh draft.
  return (
    <>
      <PageHeader title={t('nav.campaignSettings')} />
      <div className="bo-stack">
        <Loaded query={rebate}>
          {(data) => <RebateCard key={JSON.stringify(data)} settings={data} canManage={canManage} />}
        </Loaded>
        <div className="bo-grid">
          <Loaded query={vip}>
            {(data) => <VipCard key={JSON.stringify(data)} settings={data} canManage={canManage} />}
          </Loaded>
          <Loaded query={referral}>
            {(data) => <ReferralCard key={JSON.stringify(data)} settings={data} canManage={canManage} />}
          </Loaded>
        </div>
      </div>
    </>
  );
}
