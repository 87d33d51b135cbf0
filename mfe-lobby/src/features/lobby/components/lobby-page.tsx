import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, isTrialAccount, useSessionStore } from '@site/shared';
import type { GameDto, VendorMappingEntry } from '@site/shared/schemas';
import { GameGrid } from '../../../lib/components/game-grid';
import { LaunchNoticeDialog } from '../../../lib/components/launch-notice';
import { LoadMorePager } from '../../../lib/components/load-more-pager';
import { vendorMappingQuery } from '../../../lib/api/get-vendor-mapping';
import { useFavourites, useGameLauncher } from '../../../lib/play';
import { useLoadMore } from '../../../lib/paging/use-load-more';
import { useLobbyList } from '../hooks/use-lobby-list';
import type { CategoryConfig } from '../model/categories';
import { classifyOptions, initialLobbyState, lobbyReducer, type ListType } from '../model/lobby-state';
import { ClassifyMenu } from './classify-menu';
import { ListTypeSwitch } from './list-type-switch';
import { SearchBox } from '../../../lib/components/search-box';
import { VendorLobby } from './vendor-lobby';
import { VendorStrip } from './vendor-strip';

const NO_VENDORS: VendorMappingEntry[] = [];

/** This game type's vendors, from the session's one vendor-mapping cache entry. */
function useVendors(gameType: string): VendorMappingEntry[] {
  const { data } = useQuery(vendorMappingQuery());
  return useMemo(() => data?.find((m) => m.gameType === gameType)?.vendors ?? NO_VENDORS, [data, gameType]);
}

/** The one shared category lobby screen (docs/site-rules.md "Screens"), driven by the lobby-state reducer (docs/site-rules.md "Flows"). */
export function LobbyPage({ category }: { category: CategoryConfig }) {
  const { t, i18n } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const [state, dispatch] = useReducer(lobbyReducer, category, initialLobbyState);
  const vendors = useVendors(category.gameType);
  const list = useLobbyList(state);
  const { launch, notice, clearNotice, launching } = useGameLauncher();
  const [localNotice, setLocalNotice] = useState(false);
  const favourites = useFavourites(useCallback(() => setLocalNotice(true), []));
  const play = useCallback((g: GameDto) => void launch(g), [launch]);
  const favouriteProps = useMemo(
    () => ({ ids: favourites.ids, onToggle: favourites.onToggle }),
    [favourites.ids, favourites.onToggle],
  );
  const pager = useLoadMore(state.pageNo, list.totalPages, () =>
    dispatch({ type: 'loadMore', totalPages: list.totalPages }),
  );

  // Path, vendor list or language change resets every filter (docs/site-rules.md "Flows"); not on first render.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) dispatch({ type: 'reset', category });
    mounted.current = true;
  }, [category, vendors, i18n.language]);

  const derived = useMemo(() => {
    const pool = state.vendor ? vendors.filter((v) => v.vassalage === state.vendor) : vendors;
    return [...new Set(pool.flatMap((v) => v.gameClassify.map((c) => c.key)))];
  }, [vendors, state.vendor]);

  const chooseListType = (listType: ListType) => {
    if ((listType === 'fav' || listType === 'recent') && listType !== state.listType) {
      if (!token) return emit('auth:login-requested', { reason: listType });
      if (isTrialAccount(isAgent)) return setLocalNotice(true);
    }
    dispatch({ type: 'listType', listType });
  };

  const title = t(`pages.${category.key}`);
  const dialogs = (
    <LaunchNoticeDialog
      notice={localNotice ? { kind: 'realAccount' } : notice}
      onClose={() => (localNotice ? setLocalNotice(false) : clearNotice())}
      onPlay={(g) => void launch(g)}
    />
  );
  if (category.vendorLobby) {
    return (
      <section className="lobby-page" aria-label={title}>
        <h1>{title}</h1>
        <VendorLobby gameType={category.gameType} vendors={vendors} onPlay={(g) => void launch(g)} />
        {dialogs}
      </section>
    );
  }
  return (
    <section className="lobby-page" aria-label={title}>
      <h1>{title}</h1>
      <div className="lobby-toolbar">
        <ListTypeSwitch value={state.listType} onChange={chooseListType} />
        <SearchBox
          key={`${category.key}:${state.vendor}`}
          initial={state.search}
          onSearch={(text) => dispatch({ type: 'search', text })}
        />
      </div>
      {category.key === 'bingo' ? null : (
        <VendorStrip
          vendors={vendors}
          active={state.vendor}
          onSelect={(vendor) => dispatch({ type: 'vendor', vendor })}
        />
      )}
      {state.listType === 'game' && derived.length > 1 ? (
        <ClassifyMenu
          options={classifyOptions(category, derived)}
          active={state.classify}
          onSelect={(c) => dispatch({ type: 'classify', classify: c })}
        />
      ) : null}
      <GameGrid
        label={t('gamesOf', { name: title })}
        games={list.games}
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        onPlay={play}
        launching={launching}
        favourites={category.favouritable ? favouriteProps : undefined}
      />
      <LoadMorePager
        pageNo={state.pageNo}
        totalPages={list.totalPages}
        busy={pager.busy}
        onMore={pager.request}
      />
      {dialogs}
    </section>
  );
}
