import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from '@site/shared';
import { PageHeader } from '../../../lib/components/page-header';
import { useReleaseStatus } from '../api/get-release-status';
import { AppCard } from './app-card';

/** The release service on a screen (docs/back-office.md "Releases"; `releases.manage`). */
export function ReleasesPage() {
  const { t } = useTranslation('bo');
  const status = useReleaseStatus();
  return (
    <>
      <PageHeader title={t('nav.releases')} />
      <p className="bo-muted">{t('releases.intro')}</p>
      {status.isPending ? <Skeleton height={240} /> : null}
      {status.error ? <ErrorState message={t('errors.generic')} onRetry={() => void status.refetch()} /> : null}
      {status.data?.length === 0 ? <EmptyState message={t('releases.none')} /> : null}
      <div className="bo-grid">
        {status.data?.map((row) => <AppCard key={row.app} row={row} />)}
      </div>
    </>
  );
}
