import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { GameDto } from '@site/shared/schemas';
import RemoteRoutes from '../remote-entry';

/** Shows where the router went, so tests can assert navigation by role. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

export function renderLobby(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function makeGame(i: number, patch: Partial<GameDto> = {}): GameDto {
  const gameId = `PG-RNG-${String(i).padStart(4, '0')}`;
  return {
    gameId,
    nodeId: 1000 + i,
    gameName: `Game ${i}`,
    nodeName: `Game ${i}`,
    displayName: `Game ${i}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    iconUrl: `/wps/assets/games/${gameId}.svg`,
    icon: '',
    showIcon: '',
    lagerIcon: '',
    supportPlay: 1,
    isNew: 0,
    type: 'game',
    ...patch,
  };
}
