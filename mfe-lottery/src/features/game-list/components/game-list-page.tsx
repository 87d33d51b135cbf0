import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton } from '@site/shared';
import type { LotteryMenuGame } from '@site/shared/schemas';
import { useLotteryMenu, type LotteryGroup } from '../../../lib/api/get-lottery-menu';
import { formatDrawTime } from '../../../lib/format-time';
import { useServerNow } from '../../../lib/server-clock';
import { GROUP_ORDER, bySoonestClose, isOnSale, playPath } from '../../../lib/model/games';
import { winningBalls } from '../../../lib/model/result-format';
import { Balls } from '../../../lib/components/balls';
import { Countdown } from '../../../lib/components/countdown';
import '../../../lib/components/lottery-ui.css';

function GameTile({ game, nowServerMs }: { game: LotteryMenuGame; nowServerMs: number | null }) {
  const { t, i18n } = useTranslation('lottery');
  return (
    <li className="lot-card" data-game={game.gameCode}>
      <div className="lot-row lot-row--between">
        <Link to={playPath(game)}>
          <strong>{game.name}</strong>
        </Link>
        <Countdown
          closeAt={game.current?.closeAt ?? null}
          nowServerMs={nowServerMs}
          onSale={isOnSale(game.current, nowServerMs)}
        />
      </div>
      {game.last ? (
        <Balls
          small
          values={winningBalls(game.last.outcome)}
          label={t('panel.previous', { issue: game.last.issueNo })}
        />
      ) : (
        <span className="lot-muted">{t('panel.noResult')}</span>
      )}
      {game.current ? (
        <div className="lot-muted">
          {t('list.nextDraw', { time: formatDrawTime(game.current.drawAt, i18n.language, game.timeZone) })}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Game list by group (/lottery without a game, /lotteryCenter, /elott): `groups` limits which groups are shown.
 * Visitors see games and results; betting asks them to log in on the board.
 */
export function GameListPage({ titleKey, groups }: { titleKey: string; groups?: readonly LotteryGroup[] }) {
  const { t } = useTranslation('lottery');
  const menu = useLotteryMenu();
  const nowServerMs = useServerNow(menu.data);
  const shownGroups = GROUP_ORDER.filter((g) => !groups || groups.includes(g));
  let body;
  if (menu.isPending) body = <Skeleton height={200} />;
  else if (menu.isError) body = <ErrorState message={t('list.error')} onRetry={() => void menu.refetch()} />;
  else {
    const sections = shownGroups
      .map((group) => ({ group, games: bySoonestClose(menu.data.games.filter((g) => g.group === group)) }))
      .filter((s) => s.games.length > 0);
    body =
      sections.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        sections.map((s) => (
          <section key={s.group} aria-labelledby={`lot-group-${s.group}`}>
            <h2 id={`lot-group-${s.group}`}>{t(`groups.${s.group}`)}</h2>
            <ul className="lot-grid" aria-label={t(`groups.${s.group}`)}>
              {s.games.map((g) => (
                <GameTile key={g.gameCode} game={g} nowServerMs={nowServerMs} />
              ))}
            </ul>
          </section>
        ))
      );
  }
  return (
    <div className="lot-page">
      <div className="lot-row lot-row--between">
        <h1 style={{ margin: 0 }}>{t(titleKey)}</h1>
        <Link to="/lottery/verify">{t('list.verifyLink')}</Link>
      </div>
      {body}
    </div>
  );
}
