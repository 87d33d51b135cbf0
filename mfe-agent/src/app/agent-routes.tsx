import { Navigate, Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '@site/shared';

/**
 * `/agent` opens the agent centre on its team overview: the shell's overlay host opens the overlay for any
 * `/agent/<page>` URL (and checks access there). Paths are absolute (shell's splat route).
 */
export function AgentRoutes() {
  return (
    <Routes>
      <Route path="/agent" element={<Navigate to="/agent/teamOverview" replace />} />
      <Route path="*" element={<ComingSoonPage titleKey="pages.agentCentre" />} />
    </Routes>
  );
}
