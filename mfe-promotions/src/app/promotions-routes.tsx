import { Route, Routes } from 'react-router-dom';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { PromoDetailPage } from '../features/promotions/components/promo-detail-page';
import { PointMallPage } from '../features/points/components/point-mall-page';

/** Paths are absolute (shell's splat route). */
export function PromotionsRoutes() {
  return (
    <Routes>
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promotions/:id" element={<PromoDetailPage />} />
      <Route path="/promoDetail" element={<PromoDetailPage />} />
      <Route path="/pointMall" element={<PointMallPage />} />
      <Route path="*" element={<PromotionsPage />} />
    </Routes>
  );
}
