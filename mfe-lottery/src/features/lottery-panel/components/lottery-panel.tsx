import { memo, startTransition, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { emit, EmptyState, ErrorState, Skeleton, Tabs, useNearViewport, useSessionStore } from '@site/shared';
import type { LotteryMenuGame } from '@site/shared/schemas';
import { useLotteryMenu, type ClockSample } from '../../../lib/api/get-lottery-menu';
import { useMyLotteryOrders } from '../../../lib/api/get-my-lottery-orders';
import { formatDrawTime } from '../../../lib/format-time';
import { useServerNow } from '../../../lib/server-clock';
import { bySoonestClose, isOnSale, playPath, specWeekday } from '../../../lib/model/games';
import { winningBalls } from '../../../lib/model/result-format';
import { Balls } from '../../../lib/components/balls';
import { Countdown } from '../../../lib/components/countdown';
import { useFavouriteGames } from '../hooks/use-favourite-games';
import {
  ALL_TAG,
  EVERY_DAY,
  INITIAL_PANEL_FILTER,
  chooseListType,
  chooseTag,
  hasWeekdayFilter,
  panelTabs,
  type PanelFilter,
} from '../../../lib/model/panel-rules';
import './lottery-panel.css';
import { Heart } from 'lucide-react';

const LIST_TYPES = ['hot', 'fav', 'recent'] as const;
/**
 * Cards drawn before the player first scrolls or focuses the strip: a phone shows two of its ~40, and drawing them
 * all was ~600 elements of home's start (docs/performance.md "Main thread"). Six fill three screens of swiping.
 */
export const FIRST_PANEL_CARDS = 6;
const VN_TZ = 'Asia/Ho_Chi_Minh';

/** The group a tab shows: regional tabs are groups, KENO is the GPI vendor's games. */
function inTab(game: LotteryMenuGame, tag: string): boolean {
  if (tag === ALL_TAG) return true;
  if (tag === 'KENO') return game.vendor === 'GPI';
  return game.group === tag;
}

/**
 * The only part of a card that changes every second: it reads the shared ticker itself, and only while the card is
 * on screen (a panel holds ~40 cards, of which a phone shows one or two).
 */
function CardCountdown({ game, clock }: { game: LotteryMenuGame; clock: ClockSample | undefined }) {
  const [box, inView] = useNearViewport<HTMLSpanElement>('0px', { follow: true });
  const nowServerMs = useServerNow(clock, { ticking: inView });
  return (
    <span ref={box}>
      <Countdown
        closeAt={game.current?.closeAt ?? null}
        nowServerMs={nowServerMs}
        onSale={isOnSale(game.current, nowServerMs)}
      />
    </span>
  );
}

/**
 * Memoised: its props hold still from second to second (the clock sample changes only with a new menu answer),
 * so each tick re-renders the cards' countdowns, not the 41 cards with their balls and links.
 */
const GameCard = memo(function GameCard({
  game,
  clock,
  favourite,
  onToggleFavourite,
}: {
  game: LotteryMenuGame;
  clock: ClockSample | undefined;
  favourite: boolean | null;
  onToggleFavourite: (gameCode: string) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const last = game.last;
  return (
    <li className="lot-panel__card" data-game={game.gameCode}>
      <div className="lot-row lot-row--between">
        <strong className="lot-panel__name">{game.name}</strong>
        {favourite !== null ? (
          <button
            type="button"
            className="lot-panel__heart"
            aria-pressed={favourite}
            aria-label={t('panel.favourite', { name: game.name })}
            onClick={() => onToggleFavourite(game.gameCode)}
          >
            <Heart aria-hidden="true" size={16} fill={favourite ? 'currentColor' : 'none'} />
          </button>
        ) : null}
      </div>
      {last ? (
        <>
          <Balls
            small
            values={winningBalls(last.outcome)}
            label={t('panel.previous', { issue: last.issueNo })}
          />
          <span className="lot-muted">
            <time dateTime={last.drawAt}>
              {t('panel.drawnAt', { time: formatDrawTime(last.drawAt, i18n.language, game.timeZone) })}
            </time>
          </span>
        </>
      ) : (
        <span className="lot-muted">{t('panel.noResult')}</span>
      )}
      <div className="lot-row lot-row--between">
        <CardCountdown game={game} clock={clock} />
        <Link
          className="lot-panel__play"
          to={playPath(game)}
          aria-label={t('panel.playGame', { name: game.name })}
        >
          {t('panel.play')}
        </Link>
      </div>
    </li>
  );
});

/** The lottery panel (home and lobby; docs/lottery.md "Front"): tabs per group, hot/fav/recent, weekday filter, cards with countdowns. */
export function LotteryPanel({ variant }: { variant: 'home' | 'lobby' }) {
  const { t } = useTranslation('lottery');
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.account);
  const loggedIn = Boolean(token);
  const menu = useLotteryMenu();
  // The answer's ~40 cards render in a background pass React slices, not in the task that brought the answer
  // (a 60–80 ms task on a throttled phone; docs/performance.md "Main thread").
  const menuData = useDeferredValue(menu.data);
  // The weekday, for the filter: the time of the last answer (the menu refreshes every 7–30 s) is close enough, so
  // the panel does not re-render every second.
  const nowServerMs = useServerNow(menuData, { ticking: false });
  const [filter, setFilter] = useState<PanelFilter>(INITIAL_PANEL_FILTER);
  const [weekday, setWeekday] = useState<number | null>(null);
  const [allCards, setAllCards] = useState(false);
  // The rest of the cards, once the strip is used: a background render React slices, so the swipe stays smooth.
  const showAllCards = () => {
    if (!allCards) startTransition(() => setAllCards(true));
  };
  const favourites = useFavouriteGames(loggedIn ? username : null);
  const recentOrders = useMyLotteryOrders(undefined, loggedIn && filter.listType === 'recent');

  const games = useMemo(() => menuData?.games ?? [], [menuData]);
  const { tabs } = panelTabs(games);
  const today = nowServerMs !== null ? specWeekday(nowServerMs, VN_TZ) : null;
  const day = weekday ?? today;

  const shown = useMemo(() => {
    let list = games.filter((g) => inTab(g, filter.tag));
    if (hasWeekdayFilter(filter.tag) && day !== null) list = list.filter((g) => g.weekdays.includes(day));
    if (filter.listType === 'hot') list = list.filter((g) => g.group === 'KENO' || g.group === 'FAST');
    if (filter.listType === 'fav') list = list.filter((g) => favourites.ids.includes(g.gameCode));
    if (filter.listType === 'recent') {
      const recent = new Set((recentOrders.data?.orders ?? []).map((o) => o.gameCode));
      list = list.filter((g) => recent.has(g.gameCode));
    }
    return bySoonestClose(list);
  }, [games, filter, day, favourites.ids, recentOrders.data]);

  const onListType = (listType: (typeof LIST_TYPES)[number]) => {
    if (filter.listType === listType) return setFilter(INITIAL_PANEL_FILTER);
    const next = chooseListType(filter, listType, loggedIn);
    if (!next) return emit('auth:login-requested', { reason: `lottery-${listType}` });
    setFilter(next);
  };

  let body;
  if (menu.isError) {
    body = <ErrorState message={t('panel.error')} onRetry={() => void menu.refetch()} />;
  } else if (!menuData) {
    body = (
      <div aria-busy="true" aria-label={t('loading')} className="lot-panel__loading">
        <Skeleton height={96} />
      </div>
    );
  } else if (shown.length === 0) {
    body = <EmptyState message={t('panel.empty')} />;
  } else {
    body = (
      <ul
        className="lot-panel__cards"
        aria-label={t('panel.games')}
        onScroll={showAllCards}
        onFocus={showAllCards}
        onPointerDown={showAllCards}
      >
        {(allCards ? shown : shown.slice(0, FIRST_PANEL_CARDS)).map((g) => (
          <GameCard
            key={g.gameCode}
            game={g}
            clock={menuData}
            favourite={loggedIn ? favourites.ids.includes(g.gameCode) : null}
            onToggleFavourite={favourites.toggle}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      className="lot-panel"
      data-widget="lottery.panel"
      data-variant={variant}
      aria-labelledby="lot-panel-title"
    >
      <div className="lot-row lot-row--between">
        <h2 id="lot-panel-title" className="lot-panel__title">
          <Link to="/elott">{t('panel.title')}</Link>
        </h2>
        <div role="group" aria-label={t('panel.lists')} className="lot-row lot-panel__lists">
          {LIST_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="lot-chip"
              aria-pressed={filter.listType === type}
              onClick={() => onListType(type)}
            >
              {t(`panel.list.${type}`)}
            </button>
          ))}
        </div>
      </div>
      <Tabs
        label={t('panel.groups')}
        value={tabs.includes(filter.tag) ? filter.tag : ALL_TAG}
        onChange={(tag) => setFilter(chooseTag(filter, tag))}
        tabs={tabs.map((id) => ({ id, label: t(`groups.${id}`) }))}
      >
        {hasWeekdayFilter(filter.tag) ? (
          <div role="group" aria-label={t('panel.weekday')} className="lot-row lot-panel__days">
            {EVERY_DAY.map((d) => (
              <button
                key={d}
                type="button"
                className="lot-chip"
                aria-pressed={d === day}
                onClick={() => setWeekday(d)}
              >
                {t(`weekday.${d}`)}
              </button>
            ))}
          </div>
        ) : null}
        {body}
      </Tabs>
    </section>
  );
}
