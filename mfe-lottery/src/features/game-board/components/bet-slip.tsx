import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, ApiError, Button, emit, showToast } from '@site/shared';
import type { LotteryPlayTypeInfo } from '@site/shared/schemas';
import { usePlaceLotteryOrder } from '../api/place-lottery-order';
import {
  EMPTY_PICKS,
  MAX_BETS_PER_SLIP,
  betCount,
  buildSelections,
  newClientKey,
  pickInput,
  totalStakeMinor,
  type Picks,
} from '../model/slip';
import { NumberPicker } from './number-picker';

const KNOWN_ERRORS = [
  'LOTTERY_ISSUE_CLOSED',
  'INSUFFICIENT_BALANCE',
  'LOTTERY_BAD_SELECTION',
  'LOTTERY_ORDER_KEY_REUSED',
];

function Odds({ info }: { info: LotteryPlayTypeInfo }) {
  const { t } = useTranslation('lottery');
  const x = (milli: number) => (milli / 1000).toLocaleString(undefined, { maximumFractionDigits: 2 });
  if (info.oddsMilli !== null) return <span>{t('board.oddsValue', { odds: x(info.oddsMilli) })}</span>;
  return (
    <span>
      {Object.entries(info.paytable ?? {})
        .map(([hits, milli]) => t('board.paytable', { hits, odds: x(milli) }))
        .join(' · ')}
    </span>
  );
}

/**
 * Picks for one play type and the slip: live bet count and total, unit stake, chase, place bet. The client key is
 * kept until the slip succeeds or changes, so a retry after a lost answer cannot buy twice.
 */
export function BetSlip({
  gameCode,
  issueNo,
  playType,
  digits,
  onSale,
  loggedIn,
}: {
  gameCode: string;
  issueNo: string | null;
  playType: LotteryPlayTypeInfo;
  digits: number;
  onSale: boolean;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('lottery');
  const input = pickInput(playType.code, digits);
  const [picks, setPicksState] = useState<Picks>(EMPTY_PICKS);
  const [unit, setUnit] = useState('1');
  const [chase, setChase] = useState(1);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [problem, setProblem] = useState<string | null>(null);
  const place = usePlaceLotteryOrder();

  const setPicks = (next: Picks) => {
    setPicksState(next);
    setClientKey(newClientKey());
    setProblem(null);
  };
  const unitAmount = Number(unit);
  const unitValid = /^\d+(\.\d{1,2})?$/.test(unit) && unitAmount > 0 && unitAmount <= 1_000_000;
  const bets = betCount(input, picks);
  const tooMany = bets > MAX_BETS_PER_SLIP;
  const total = unitValid ? totalStakeMinor(bets, unitAmount, chase) : 0;

  const submit = () => {
    if (!loggedIn) return emit('auth:login-requested', { reason: 'lottery-bet' });
    if (!issueNo || bets === 0 || tooMany || !unitValid) return;
    setProblem(null);
    place.mutate(
      {
        gameCode,
        issueNo,
        clientKey,
        chase,
        selections: buildSelections(playType.code, input, picks, unitAmount),
      },
      {
        onSuccess: (result) => {
          showToast({
            tone: 'success',
            message: result.replayed
              ? t('board.replayed')
              : t('board.placed', { issue: result.order.issueNo }),
          });
          setPicks(EMPTY_PICKS);
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          if (code === 'LOTTERY_ORDER_KEY_REUSED') setClientKey(newClientKey());
          setProblem(t(`board.errors.${KNOWN_ERRORS.includes(code) ? code : 'generic'}`));
        },
      },
    );
  };

  return (
    <div className="lot-page" style={{ padding: 0 }}>
      <div className="lot-muted">
        {t('board.odds')}: <Odds info={playType} />
      </div>
      <NumberPicker key={playType.code} input={input} picks={picks} onChange={setPicks} />
      <div className="lot-row">
        <label className="lot-row">
          {t('board.unitStake')}
          <input
            inputMode="decimal"
            value={unit}
            size={8}
            aria-invalid={!unitValid}
            onChange={(e) => {
              setUnit(e.target.value);
              setClientKey(newClientKey());
            }}
          />
        </label>
        <label className="lot-row">
          {t('board.chase')}
          <select
            value={chase}
            onChange={(e) => {
              setChase(Number(e.target.value));
              setClientKey(newClientKey());
            }}
          >
            {[1, 2, 3, 5, 10].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="lot-row lot-row--between" aria-live="polite">
        <span>
          {t('board.betCount')}: <strong data-testid="bet-count">{bets}</strong>
        </span>
        <span>
          {t('board.total')}:{' '}
          <strong data-testid="bet-total">
            <Amount value={total} minor />
          </strong>
        </span>
      </div>
      {problem ? (
        <p role="alert" className="ui-error">
          {problem}
        </p>
      ) : null}
      <div className="lot-row">
        <Button variant="secondary" onClick={() => setPicks(EMPTY_PICKS)} disabled={bets === 0}>
          {t('board.clear')}
        </Button>
        {loggedIn ? (
          <Button
            onClick={submit}
            busy={place.isPending}
            disabled={!onSale || bets === 0 || tooMany || !unitValid}
          >
            {t('board.place')}
          </Button>
        ) : (
          <Button onClick={submit}>{t('board.loginToBet')}</Button>
        )}
      </div>
    </div>
  );
}
