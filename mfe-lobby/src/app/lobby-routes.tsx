import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '@site/shared';

/** Placeholder pages until the feature team fills them in; paths are absolute (shell's splat route). */
export function LobbyRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ComingSoonPage titleKey="pages.home" />} />
      <Route path="/index" element={<ComingSoonPage titleKey="pages.home" />} />
      <Route path="/index.html" element={<ComingSoonPage titleKey="pages.home" />} />
      <Route path="/home" element={<ComingSoonPage titleKey="pages.home" />} />
      <Route path="/hot" element={<ComingSoonPage titleKey="pages.hot" />} />
      <Route path="/fav" element={<ComingSoonPage titleKey="pages.fav" />} />
      <Route path="/rng" element={<ComingSoonPage titleKey="pages.rng" />} />
      <Route path="/pvp" element={<ComingSoonPage titleKey="pages.pvp" />} />
      <Route path="/live" element={<ComingSoonPage titleKey="pages.live" />} />
      <Route path="/fish" element={<ComingSoonPage titleKey="pages.fish" />} />
      <Route path="/sports" element={<ComingSoonPage titleKey="pages.sports" />} />
      <Route path="/esports" element={<ComingSoonPage titleKey="pages.esports" />} />
      <Route path="/inhouse" element={<ComingSoonPage titleKey="pages.inhouse" />} />
      <Route path="/cockfight" element={<ComingSoonPage titleKey="pages.cockfight" />} />
      <Route path="/bingo" element={<ComingSoonPage titleKey="pages.bingo" />} />
      <Route path="/providers" element={<ComingSoonPage titleKey="pages.providers" />} />
      <Route path="/game" element={<ComingSoonPage titleKey="pages.game" />} />
      <Route path="/seamless" element={<ComingSoonPage titleKey="pages.seamless" />} />
      <Route path="*" element={<ComingSoonPage titleKey="pages.home" />} />
    </Routes>
  );
}
