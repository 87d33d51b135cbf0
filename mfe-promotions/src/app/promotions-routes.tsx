import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from '@site/shared';
import { PromotionsPage } from '../features/promotions/components/promotions-page';

const lazyPage = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

// The list is the busiest page and stays in the routes chunk; the detail page (content, application form) and the
// point mall (catalogue, redeem form with react-hook-form and zod, conversion, history) are chunks of their own,
// loaded when first opened, so /promotions stays within its JavaScript budget (docs/performance.md).
const PromoDetailPage = lazyPage(
  () => import('../features/promotions/components/promo-detail-page'),
  (m) => m.PromoDetailPage,
);
const PointMallPage = lazyPage(
  () => import('../features/points/components/point-mall-page'),
  (m) => m.PointMallPage,
);

const page = (element: ReactNode) => <Suspense fallback={<Skeleton height={220} />}>{element}</Suspense>;

/** Paths are absolute (shell's splat route). */
export function PromotionsRoutes() {
  return (
    <Routes>
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promotions/:id" element={page(<PromoDetailPage />)} />
      <Route path="/promoDetail" element={page(<PromoDetailPage />)} />
      <Route path="/pointMall" element={page(<PointMallPage />)} />
      <Route path="*" element={<PromotionsPage />} />
    </Routes>
  );
}
