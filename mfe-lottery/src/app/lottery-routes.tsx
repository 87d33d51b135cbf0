import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '@site/shared';

/** Placeholder pages until the feature team fills them in; paths are absolute (shell's splat route). */
export function LotteryRoutes() {
  return (
    <Routes>
      <Route path="/elott" element={<ComingSoonPage titleKey="pages.elott" />} />
      <Route path="/lottery" element={<ComingSoonPage titleKey="pages.lottery" />} />
      <Route path="/vnLottery" element={<ComingSoonPage titleKey="pages.vnLottery" />} />
      <Route path="/lotteryCenter" element={<ComingSoonPage titleKey="pages.lotteryCenter" />} />
      <Route path="*" element={<ComingSoonPage titleKey="pages.elott" />} />
    </Routes>
  );
}
