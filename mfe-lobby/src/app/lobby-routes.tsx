import { Route, Routes } from 'react-router-dom';
import '../lib/components/lobby.css';
import { FavPage, HotPage, ProvidersPage } from '../features/collections/components/collection-routes';
import { HomePage } from '../features/home/components/home-page';
import { LobbyPage } from '../features/lobby/components/lobby-page';
import { CATEGORIES } from '../features/lobby/model/categories';
import { GamePage } from '../features/play/components/game-page';

/** Every lobby route (absolute paths: mounted under the shell's splat route). */
export function LobbyRoutes() {
  return (
    <Routes>
      {['/', '/index', '/index.html', '/home'].map((path) => (
        <Route key={path} path={path} element={<HomePage />} />
      ))}
      <Route path="/hot" element={<HotPage />} />
      <Route path="/fav" element={<FavPage />} />
      {Object.values(CATEGORIES).map((category) => (
        <Route
          key={category.key}
          path={`/${category.key}`}
          element={<LobbyPage key={category.key} category={category} />}
        />
      ))}
      <Route path="/providers" element={<ProvidersPage />} />
      <Route path="/game" element={<GamePage />} />
      <Route path="/seamless" element={<GamePage variant="seamless" />} />
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
