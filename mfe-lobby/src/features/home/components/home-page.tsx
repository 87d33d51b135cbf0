import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot, ErrorState } from '@site/shared';
import { GameGrid } from '../../../lib/components/game-grid';
import { LaunchNoticeDialog } from '../../../lib/components/launch-notice';
import { LoadMorePager } from '../../../lib/components/load-more-pager';
import { useLoadMore } from '../../../lib/paging/use-load-more';
import { useFavourites, useGameLauncher } from '../../../lib/play';
import { HOME_ROWS, useHomeData } from '../hooks/use-home-data';
import { useHomeSearch } from '../hooks/use-home-search';
import { CategoryRow } from './category-row';
import { DownloadBlock } from './download-block';
import { FeaturedGames } from './featured-games';
import { HelpPanel } from './help-panel';
import { HotSlider } from './hot-slider';
import { ProviderTiles } from './provider-tiles';
import { WinnerBoardSlot } from './winner-board-slot';
import { WinnerTicker } from './winner-ticker';
import { SearchBox } from '../../../lib/components/search-box';

/** Home (docs/site-rules.md "Screens"): search, hot slider, providers, category rows, winners, help, download. */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const data = useHomeData();
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const search = useHomeSearch(query, pageNo);
  const pager = useLoadMore(pageNo, search.totalPages, () => setPageNo((p) => p + 1));
  const { launch, notice, clearNotice, launching } = useGameLauncher();
  const [realAccount, setRealAccount] = useState(false);
  const favourites = useFavourites(useCallback(() => setRealAccount(true), []));
  // Stable, so the memoised blocks and game cards skip the re-render each answering query causes.
  const play = useCallback((g: { gameId: string; supportPlay: number }) => void launch(g), [launch]);

  return (
    <div className="lobby-page lobby-home">
      <SearchBox
        label={t('searchLabel')}
        onSearch={(text) => {
          setQuery(text.trim());
          setPageNo(1);
        }}
      />
      {query ? (
        <section aria-label={t('searchResults')}>
          <h2>{t('searchResults')}</h2>
          <GameGrid
            label={t('searchResults')}
            games={search.games}
            loading={search.loading}
            error={search.error}
            onRetry={search.retry}
            onPlay={play}
            launching={launching}
          />
          <LoadMorePager
            pageNo={pageNo}
            totalPages={search.totalPages}
            busy={pager.busy}
            onMore={pager.request}
          />
        </section>
      ) : (
        <>
          {data.failed ? <ErrorState message={t('loadError')} /> : null}
          <HotSlider games={data.hot} onPlay={play} favourites={favourites} />
          <ProviderTiles vendors={data.vendors} />
          <div data-slot="lottery-panel">
            <Slot name="lottery.panel" props={{ variant: 'home' }} />
          </div>
          {HOME_ROWS.map((row) => (
            <CategoryRow
              key={row.key}
              routeKey={row.key}
              gameType={row.gameType}
              onPlay={play}
              favourites={favourites}
            />
          ))}
          <FeaturedGames onPlay={play} />
          <WinnerTicker />
          <WinnerBoardSlot />
          <HelpPanel topics={data.help} />
          <DownloadBlock links={data.download} />
        </>
      )}
      <LaunchNoticeDialog
        notice={realAccount ? { kind: 'realAccount' } : notice}
        onClose={() => (realAccount ? setRealAccount(false) : clearNotice())}
        onPlay={play}
      />
    </div>
  );
}
