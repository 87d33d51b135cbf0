import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, Tabs } from '@site/shared';
import { useCategories } from '../api/get-categories';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from './promotion-card';
import '../../../lib/components/promotions.css';

const ALL = 'all';

/** /promotions: category tabs (All first) and the cards of the chosen category. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const [category, setCategory] = useState<string>(ALL);
  const categories = useCategories();
  const promotions = usePromotions(category === ALL ? undefined : category);
  const tabs = [
    { id: ALL, label: t('list.all') },
    ...(categories.data ?? []).map((c) => ({ id: c.code, label: c.name })),
  ];

  return (
    <main className="promo-page">
      <h1>{t('pages.promotions')}</h1>
      <Tabs tabs={tabs} value={category} onChange={setCategory} label={t('list.categories')}>
        {promotions.isPending ? (
          <div className="promo-grid" aria-busy="true">
            <Skeleton height={220} />
            <Skeleton height={220} />
          </div>
        ) : promotions.isError ? (
          <ErrorState onRetry={() => void promotions.refetch()} />
        ) : promotions.data.length === 0 ? (
          <EmptyState message={t('list.empty')} />
        ) : (
          <ul className="promo-grid">
            {promotions.data.map((p) => (
              <PromotionCard key={p.id} promotion={p} />
            ))}
          </ul>
        )}
      </Tabs>
    </main>
  );
}
