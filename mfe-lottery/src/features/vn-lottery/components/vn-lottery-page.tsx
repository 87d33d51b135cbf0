import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, Tabs, dateTimeFormat } from '@site/shared';
import type { LotteryIssue, LotteryMenuGame } from '@site/shared/schemas';
import { useLotteryMenu } from '../../../lib/api/get-lottery-menu';
import { useLotteryResults } from '../../../lib/api/get-lottery-results';
import { useServerNow } from '../../../lib/server-clock';
import { specWeekday } from '../../../lib/model/games';
import { GameBoardView } from '../../game-board';
import '../../../lib/components/lottery-ui.css';

const REGIONS = ['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH'] as const;
type Region = (typeof REGIONS)[number];
const VN_TZ = 'Asia/Ho_Chi_Minh';
const DAY_MS = 86_400_000;

/** A VN issue number is the local draw day, YYYYMMDD. */
export function vnIssueNo(ms: number): string {
  return dateTimeFormat('en-CA', {
    timeZone: VN_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(ms)
    .replaceAll('-', '');
}

const drawClock = (iso: string, language: string) =>
  dateTimeFormat(language, { timeZone: VN_TZ, hour: '2-digit', minute: '2-digit' }).format(Date.parse(iso));

function ResultSheet({ game, issueNo }: { game: LotteryMenuGame; issueNo: string }) {
  const { t } = useTranslation('lottery');
  const results = useLotteryResults(game.gameCode, game.current?.issueNo, 10);
  if (results.isPending) return <Skeleton height={200} />;
  if (results.isError)
    return <ErrorState message={t('board.resultsError')} onRetry={() => void results.refetch()} />;
  const sheet: LotteryIssue | undefined =
    results.data.results.find((r) => r.issueNo === issueNo) ?? results.data.results[0];
  if (!sheet || sheet.outcome?.kind !== 'vn') return <EmptyState message={t('vn.noSheet')} />;
  return (
    <table className="lot-table" aria-label={t('vn.sheet', { name: game.name, issue: sheet.issueNo })}>
      <caption>{t('vn.sheet', { name: game.name, issue: sheet.issueNo })}</caption>
      <tbody>
        {sheet.outcome.prizes.map((p) => (
          <tr key={p.tier}>
            <th scope="row">{t(`vn.tiers.${p.tier}`)}</th>
            <td className="lot-row">
              {p.numbers.map((n, i) => (
                <strong key={i} style={{ color: p.tier === 'DB' ? 'var(--danger)' : undefined }}>
                  {n}
                </strong>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /vnLottery?gameCode: the Vietnamese regional lottery — region tabs, the draw date (today and the week before),
 * the provinces drawing that day with their draw times, the chosen province's result sheet and its betting board.
 */
export function VnLotteryPage() {
  const { t, i18n } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const menu = useLotteryMenu();
  const nowServerMs = useServerNow(menu.data);
  if (menu.isPending || nowServerMs === null)
    return (
      <div className="lot-page" aria-busy="true">
        <Skeleton height={240} />
      </div>
    );
  if (menu.isError) return <ErrorState message={t('list.error')} onRetry={() => void menu.refetch()} />;

  const vnGames = menu.data.games.filter((g) => (REGIONS as readonly string[]).includes(g.group));
  const chosenCode = params.get('gameCode');
  const chosenGame = vnGames.find((g) => g.gameCode === chosenCode);
  const region = ((params.get('region') as Region | null) ?? chosenGame?.group ?? 'VN_SOUTH') as Region;
  const days = Array.from({ length: 7 }, (_, i) => nowServerMs - i * DAY_MS);
  const date = params.get('date') ?? vnIssueNo(nowServerMs);
  const dayMs = days.find((d) => vnIssueNo(d) === date) ?? nowServerMs;
  const weekday = specWeekday(dayMs, VN_TZ);
  const provinces = vnGames.filter((g) => g.group === region && g.weekdays.includes(weekday));
  const game = chosenGame && chosenGame.group === region ? chosenGame : provinces[0];

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="lot-page">
      <h1 style={{ margin: 0 }}>{t('pages.vnLottery')}</h1>
      <Tabs
        label={t('vn.region')}
        value={region}
        onChange={(r) => update({ region: r, gameCode: null })}
        tabs={REGIONS.map((r) => ({ id: r, label: t(`groups.${r}`) }))}
      >
        <div className="lot-row">
          <label className="lot-row">
            {t('vn.date')}
            <select value={date} onChange={(e) => update({ date: e.target.value, gameCode: null })}>
              {days.map((d) => (
                <option key={d} value={vnIssueNo(d)}>
                  {dateTimeFormat(i18n.language, {
                    timeZone: VN_TZ,
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                  }).format(d)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <h2>{t('vn.today')}</h2>
        <ul className="lot-row" aria-label={t('vn.province')} style={{ listStyle: 'none', padding: 0 }}>
          {provinces.map((p) => (
            <li key={p.gameCode}>
              <button
                type="button"
                className="lot-chip"
                aria-pressed={p.gameCode === game?.gameCode}
                onClick={() => update({ gameCode: p.gameCode, region })}
              >
                {p.name}
                {p.current ? (
                  <span className="lot-muted">
                    {' '}
                    · {t('vn.drawsAt', { time: drawClock(p.current.drawAt, i18n.language) })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </Tabs>
      {game ? (
        <>
          <section className="lot-card">
            <ResultSheet game={game} issueNo={date} />
          </section>
          <GameBoardView
            game={game}
            nowServerMs={nowServerMs}
            playType={params.get('playType')}
            onPlayType={(code) => update({ playType: code })}
          />
        </>
      ) : (
        <EmptyState message={t('list.empty')} />
      )}
    </div>
  );
}
