import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { Spinner } from '@site/shared';

// Each area loads on first visit (docs/site-rules.md "Routes" lazily loaded areas: lottery, regional lottery, e-lottery).
const GameBoardPage = lazy(() =>
  import('../features/game-board/components/game-board').then((m) => ({ default: m.GameBoardPage })),
);
const GameListPage = lazy(() =>
  import('../features/game-list/components/game-list-page').then((m) => ({ default: m.GameListPage })),
);
const VerifyPage = lazy(() =>
  import('../features/verify/components/verify-page').then((m) => ({ default: m.VerifyPage })),
);
const VnLotteryPage = lazy(() =>
  import('../features/vn-lottery/components/vn-lottery-page').then((m) => ({ default: m.VnLotteryPage })),
);

/** /lottery?gameCode&playType: the board of one game, or every game by group when no game is named. */
function LotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  // The list and a board share one path: a game picked far down the long list opened scrolled to the list's depth,
  // at the board's bottom. A game opened (or left for the list) starts at the top.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [gameCode]);
  return gameCode ? <GameBoardPage gameCode={gameCode} /> : <GameListPage titleKey="pages.lottery" />;
}

const E_LOTTERY = ['KENO', 'FAST'] as const;

/** The remote's pages; paths are absolute (shell's splat route). */
export function LotteryRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/elott" element={<GameListPage titleKey="pages.elott" groups={E_LOTTERY} />} />
        <Route path="/lottery" element={<LotteryPage />} />
        <Route path="/lottery/verify" element={<VerifyPage />} />
        <Route path="/vnLottery" element={<VnLotteryPage />} />
        <Route path="/lotteryCenter" element={<GameListPage titleKey="pages.lotteryCenter" />} />
        <Route path="*" element={<GameListPage titleKey="pages.elott" groups={E_LOTTERY} />} />
      </Routes>
    </Suspense>
  );
}
