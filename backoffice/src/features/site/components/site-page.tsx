import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@site/shared';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useSite } from '../api/get-site';
import { FlagsTable } from './flags-table';
import { RegisterRulesTable } from './register-rules-table';
import { StatusCard } from './status-card';

/** Site status, feature flags and register rules (docs/back-office.md "Site"): `system.read` to see, `.manage` to change. */
export function SitePage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const site = useSite();
  const canManage = can(me.data, PERMISSIONS.systemManage);
  return (
    <>
      <PageHeader title={t('nav.site')} />
      {site.isPending ? <Skeleton height={240} /> : null}
      {site.error ? <ErrorState message={t('errors.generic')} onRetry={() => void site.refetch()} /> : null}
      {site.data ? (
        <div className="bo-stack">
          <StatusCard status={site.data.status} canManage={canManage} />
          <FlagsTable flags={site.data.flags} canManage={canManage} />
          <RegisterRulesTable rules={site.data.registerRules} canManage={canManage} />
        </div>
      ) : null}
    </>
  );
}
