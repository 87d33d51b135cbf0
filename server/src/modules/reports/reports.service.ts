import { ERROR_CODES, minorToDecimal } from '@site/shared/schemas';
import {
  REPORT_MAX_DAYS,
  type Report,
  type ReportFigures,
  type ReportQuery,
} from '@site/shared/schemas/operator';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isAgentAccount } from '../member/account-type';
import * as repo from './reports.repository';

/** The back office's reports (docs/back-office.md "Reports"): whole UTC days, like the dashboard's "today". */
const DAY_MS = 86_400_000;
const SITE_CURRENCY = 'PHP';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function parseDay(text: string): Date {
  const d = new Date(`${text}T00:00:00Z`);
  // 2026-02-31 parses to March: a day that does not come back as written is no day.
  if (Number.isNaN(d.getTime()) || dayOf(d) !== text)
    throw new AppError(400, ERROR_CODES.REPORT_RANGE_INVALID, `${text} is not a day`, {
      maxDays: REPORT_MAX_DAYS,
    });
  return d;
}

/** [from, to) of the asked days; without them, the last 7 days (today and the 6 before). */
export function reportRange(q: ReportQuery, now = new Date()): { from: Date; to: Date } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const last = q.to ? parseDay(q.to) : today;
  const first = q.from ? parseDay(q.from) : new Date(last.getTime() - 6 * DAY_MS);
  const days = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (days < 1 || days > REPORT_MAX_DAYS)
    throw new AppError(
      400,
      ERROR_CODES.REPORT_RANGE_INVALID,
      `The range must run forward and cover at most ${REPORT_MAX_DAYS} days`,
      { maxDays: REPORT_MAX_DAYS },
    );
  return { from: first, to: new Date(last.getTime() + DAY_MS) };
}

const figures = (r: repo.FiguresRow, label: string | null = r.key): ReportFigures => ({
  key: r.key,
  label,
  bets: r.bets,
  stake: minorToDecimal(r.stakeMinor),
  payout: minorToDecimal(r.payoutMinor),
  ggr: minorToDecimal(r.ggrMinor),
  players: r.players,
});
const empty = (key: string | null): repo.FiguresRow => ({
  key,
  bets: 0,
  stakeMinor: 0,
  payoutMinor: 0,
  ggrMinor: 0,
  players: 0,
});

/** Teams by their top-level agent; members under no agent are one row with key null. */
async function teams(db: DbOrTrx, rows: repo.FiguresRow[]): Promise<ReportFigures[]> {
  const tops = await repo.membersByIds(
    db,
    rows.map((r) => Number(r.key)).filter((id) => Number.isInteger(id) && id > 0),
  );
  const agents = new Map(tops.filter((m) => isAgentAccount(m.type)).map((m) => [String(m.id), m.account]));
  const out = new Map<string | null, repo.FiguresRow>();
  for (const r of rows) {
    const account = r.key !== null ? (agents.get(r.key) ?? null) : null;
    const acc = out.get(account) ?? empty(account);
    acc.bets += r.bets;
    acc.stakeMinor += r.stakeMinor;
    acc.payoutMinor += r.payoutMinor;
    acc.ggrMinor += r.ggrMinor;
    // Teams do not overlap (a member has one top), so their players add up.
    acc.players += r.players;
    out.set(account, acc);
  }
  return [...out.values()]
    .sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key)))
    .map((r) => figures(r));
}

export async function report(db: DbOrTrx, q: ReportQuery, now = new Date()): Promise<Report> {
  const { from, to } = reportRange(q, now);
  const [byDay, byVendor, byCategory, byTeam, [total], payments, names] = await Promise.all([
    repo.bettingFigures(db, from, to, 'day'),
    repo.bettingFigures(db, from, to, 'vendor'),
    repo.bettingFigures(db, from, to, 'category'),
    repo.bettingFigures(db, from, to, 'team'),
    repo.bettingFigures(db, from, to, 'total'),
    repo.paymentFigures(db, from, to),
    repo.vendorNames(db),
  ]);
  // Every day of the range has its row, a quiet day with zeros.
  const dayRows = new Map(byDay.map((r) => [r.key, r]));
  const days: ReportFigures[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
    const key = dayOf(new Date(t));
    days.push(figures(dayRows.get(key) ?? empty(key)));
  }
  const vendorName = new Map<string, string>();
  for (const v of names) if (!vendorName.has(v.vassalage)) vendorName.set(v.vassalage, v.display_name);
  const sum = (kind: 'deposit' | 'withdrawal', field: 'count' | 'amountMinor') =>
    payments.filter((p) => p.kind === kind).reduce((s, p) => s + p[field], 0);
  return {
    from: dayOf(from),
    to: dayOf(new Date(to.getTime() - DAY_MS)),
    currency: SITE_CURRENCY,
    days,
    vendors: byVendor.map((r) => figures(r, vendorName.get(r.key ?? '') ?? r.key)),
    categories: byCategory.map((r) => figures(r)),
    teams: await teams(db, byTeam),
    payments: payments.map((p) => ({
      kind: p.kind,
      method: p.method,
      count: p.count,
      amount: minorToDecimal(p.amountMinor),
    })),
    totals: {
      ...figures(total ?? empty(null), null),
      deposits: minorToDecimal(sum('deposit', 'amountMinor')),
      depositCount: sum('deposit', 'count'),
      withdrawals: minorToDecimal(sum('withdrawal', 'amountMinor')),
      withdrawalCount: sum('withdrawal', 'count'),
    },
  };
}

/** A cell as text: RFC 4180 quoting, and a formula-looking text neutralised (a spreadsheet would run it). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (n: number) => n.toFixed(2);

/** The same report as CSV, one section per table: the numbers are the JSON answer's. */
export function reportCsv(r: Report): string {
  const header = ['section', 'key', 'label', 'bets', 'stake', 'payout', 'ggr', 'players', 'count', 'amount'];
  const lines: (string | number | null)[][] = [header];
  const push = (section: string, rows: ReportFigures[]) => {
    for (const f of rows)
      lines.push([
        section,
        f.key,
        f.label,
        f.bets,
        money(f.stake),
        money(f.payout),
        money(f.ggr),
        f.players,
        null,
        null,
      ]);
  };
  push('day', r.days);
  push('vendor', r.vendors);
  push('category', r.categories);
  push('team', r.teams);
  for (const p of r.payments)
    lines.push([p.kind, p.method, null, null, null, null, null, null, p.count, money(p.amount)]);
  const t = r.totals;
  lines.push([
    'total',
    `${r.from}..${r.to}`,
    r.currency,
    t.bets,
    money(t.stake),
    money(t.payout),
    money(t.ggr),
    t.players,
    null,
    null,
  ]);
  lines.push(['total-deposits', null, null, null, null, null, null, null, t.depositCount, money(t.deposits)]);
  lines.push([
    'total-withdrawals',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    t.withdrawalCount,
    money(t.withdrawals),
  ]);
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}
