import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '@site/shared';

/** Placeholder pages until the feature team fills them in; paths are absolute (shell's splat route). */
export function PromotionsRoutes() {
  return (
    <Routes>
      <Route path="/promotions" element={<ComingSoonPage titleKey="pages.promotions" />} />
      <Route path="/promotions/:id" element={<ComingSoonPage titleKey="pages.promoDetail" />} />
      <Route path="/promoDetail" element={<ComingSoonPage titleKey="pages.promoDetail" />} />
      <Route path="/pointMall" element={<ComingSoonPage titleKey="pages.pointMall" />} />
      <Route path="*" element={<ComingSoonPage titleKey="pages.promotions" />} />
    </Routes>
  );
}
