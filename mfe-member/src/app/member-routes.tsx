import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '@site/shared';

/** Placeholder pages until the feature team fills them in; paths are absolute (shell's splat route). */
export function MemberRoutes() {
  return (
    <Routes>
      <Route path="/member" element={<ComingSoonPage titleKey="pages.memberCentre" />} />
      <Route path="/member/*" element={<ComingSoonPage titleKey="pages.memberCentre" />} />
      <Route path="*" element={<ComingSoonPage titleKey="pages.memberCentre" />} />
    </Routes>
  );
}
