import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '@site/shared';

/** Placeholder pages until the feature team fills them in; paths are absolute (shell's splat route). */
export function AgentRoutes() {
  return (
    <Routes>
      <Route path="/agent" element={<ComingSoonPage titleKey="pages.agentCentre" />} />
      <Route path="/agent/*" element={<ComingSoonPage titleKey="pages.agentCentre" />} />
      <Route path="*" element={<ComingSoonPage titleKey="pages.agentCentre" />} />
    </Routes>
  );
}
