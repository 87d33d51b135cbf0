import {
  BREAK_OPTIONS,
  DEPOSIT_LIMIT_PERIODS,
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type AccountOnBreak,
  type DepositLimitPeriod,
  type ResponsibleGaming,
  type TakeBreakRequest,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberById } from '../member/member.repository';
import { verifyPassword } from '../member/password-hash';
import { sumDepositsTowardsLimit } from '../payments/payments.repository';
import { revokeMemberSessions } from '../session/session.repository';
import { takeAllowance } from '../verification/abuse-limits';
import {
  findRunningBreak,
  insertBreak,
  listDepositLimits,
  lockDepositLimit,
  writeDepositLimit,
} from './responsible-gaming.repository';

/**
 * Responsible gaming (docs/responsible-gaming.md). Deposit limits count over rolling windows; lowering a limit (or
 * setting a first one) applies at once, raising or removing it waits RAISE_DELAY_MS, so a limit cannot be undone in
 * the heat of the moment. Breaks block login and deposits until they end and can never be shortened.
 */
const DAY_MS = 86_400_000;
export const PERIOD_MS: Record<DepositLimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};
export const RAISE_DELAY_MS = DAY_MS;

interface StoredLimit {
  amount_minor: number | null;
  pending_amount_minor: number | null;
  pending_effective_at: Date | null;
}

/** The limit in force at `now` (a pending change whose time has come is in force), and what still waits. */
function effective(row: StoredLimit | undefined, now: Date) {
  if (!row) return { amountMinor: null, pending: null };
  if (row.pending_effective_at && row.pending_effective_at.getTime() <= now.getTime()) {
    return {
      amountMinor: row.pending_amount_minor === null ? null : Number(row.pending_amount_minor),
      pending: null,
    };
  }
  return {
    amountMinor: row.amount_minor === null ? null : Number(row.amount_minor),
    pending: row.pending_effective_at
      ? {
          amountMinor: row.pending_amount_minor === null ? null : Number(row.pending_amount_minor),
          effectiveAt: row.pending_effective_at,
        }
      : null,
  };
}

export async function responsibleGaming(
  db: DbOrTrx,
  memberId: number,
  now = new Date(),
): Promise<ResponsibleGaming> {
  const member = await findMemberById(db, memberId);
  const rows = await listDepositLimits(db, memberId);
  const limits = await Promise.all(
    DEPOSIT_LIMIT_PERIODS.map(async (period) => {
      const state = effective(
        rows.find((r) => r.period === period),
        now,
      );
      const used = await sumDepositsTowardsLimit(
        db,
        memberId,
        new Date(now.getTime() - PERIOD_MS[period]),
        now,
      );
      return {
        period,
        amount: state.amountMinor === null ? null : minorToDecimal(state.amountMinor),
        used: minorToDecimal(used),
        pending: state.pending
          ? {
              amount: state.pending.amountMinor === null ? null : minorToDecimal(state.pending.amountMinor),
              effectiveAt: state.pending.effectiveAt.toISOString(),
            }
          : null,
      };
    }),
  );
  return {
    currency: member?.currency ?? 'PHP',
    limits,
    breakOptions: {
      cool_off: [...BREAK_OPTIONS.cool_off],
      self_exclusion: [...BREAK_OPTIONS.self_exclusion],
    },
  };
}

/** Sets (amount) or removes (null) one period's limit: lower now, higher or none after RAISE_DELAY_MS. */
export async function setDepositLimit(
  db: DbOrTrx,
  memberId: number,
  period: DepositLimitPeriod,
  amount: number | null,
  now = new Date(),
): Promise<ResponsibleGaming> {
  await withTransaction(db, async (trx) => {
    const current = effective(await lockDepositLimit(trx, memberId, period), now);
    const wanted = amount === null ? null : decimalToMinor(amount);
    const stricter = wanted !== null && (current.amountMinor === null || wanted <= current.amountMinor);
    if (stricter) {
      // Lowering (or a first limit) protects the player: at once, and any raise waiting is dropped.
      await writeDepositLimit(
        trx,
        memberId,
        period,
        { amountMinor: wanted, pendingAmountMinor: null, pendingEffectiveAt: null },
        now,
      );
    } else if (current.amountMinor === null) {
      // No limit and none asked for: nothing to wait for.
      await writeDepositLimit(
        trx,
        memberId,
        period,
        { amountMinor: null, pendingAmountMinor: null, pendingEffectiveAt: null },
        now,
      );
    } else {
      await writeDepositLimit(
        trx,
        memberId,
        period,
        {
          amountMinor: current.amountMinor,
          pendingAmountMinor: wanted,
          pendingEffectiveAt: new Date(now.getTime() + RAISE_DELAY_MS),
        },
        now,
      );
    }
  });
  return responsibleGaming(db, memberId, now);
}

function onBreak(kind: AccountOnBreak['kind'], until: Date): AppError {
  const value: AccountOnBreak = { kind, until: until.toISOString() };
  return new AppError(
    403,
    ERROR_CODES.ACCOUNT_ON_BREAK,
    `You are on a break from play until ${value.until}`,
    value,
  );
}

/** Login's check: a member on a break gets no session (403 ACCOUNT_ON_BREAK with the end). */
export async function assertNotOnBreak(db: DbOrTrx, memberId: number, now = new Date()): Promise<void> {
  const running = await findRunningBreak(db, memberId, now);
  if (running) throw onBreak(running.kind, running.ends_at);
}

/**
 * Deposit's check, inside the caller's transaction under the member's deposit lock: no break running, and every
 * limit in force still has room for `amountMinor` (422 DEPOSIT_LIMIT_EXCEEDED with the period, limit and use).
 */
export async function assertDepositAllowed(
  db: DbOrTrx,
  memberId: number,
  amountMinor: number,
  now = new Date(),
) {
  await assertNotOnBreak(db, memberId, now);
  const rows = await listDepositLimits(db, memberId);
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const { amountMinor: limit } = effective(
      rows.find((r) => r.period === period),
      now,
    );
    if (limit === null) continue;
    const used = await sumDepositsTowardsLimit(
      db,
      memberId,
      new Date(now.getTime() - PERIOD_MS[period]),
      now,
    );
    if (used + amountMinor > limit) {
      throw new AppError(
        422,
        ERROR_CODES.DEPOSIT_LIMIT_EXCEEDED,
        `Your ${period} deposit limit would be exceeded`,
        {
          period,
          limit: minorToDecimal(limit),
          used: minorToDecimal(used),
          remaining: minorToDecimal(Math.max(0, limit - used)),
        },
      );
    }
  }
}

/** Starts a break (after the login password): every session ends now, and login stays closed until it ends. */
export async function takeBreak(
  db: DbOrTrx,
  memberId: number,
  request: TakeBreakRequest,
  now = new Date(),
): Promise<AccountOnBreak> {
  const member = await findMemberById(db, memberId);
  if (!member?.password_hash || !(await verifyPassword(request.loginPassword, member.password_hash))) {
    await takeAllowance(db, 'reauth-wrong', `member:${memberId}`);
    throw new AppError(403, ERROR_CODES.REAUTH_FAILED, 'Your login password is not correct');
  }
  const until = new Date(now.getTime() + request.days * DAY_MS);
  await withTransaction(db, async (trx) => {
    await insertBreak(trx, memberId, request.kind, now, until);
    await revokeMemberSessions(trx, memberId);
  });
  return { kind: request.kind, until: until.toISOString() };
}
