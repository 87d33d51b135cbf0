import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type RecallAllRequest,
  type RecallAllResult,
  type TransferWallets,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { findMemberById } from '../member/member.repository';
import {
  ensureMemberAccount,
  hold,
  postHold,
  postTransaction,
  transferWalletAccount,
  voidHold,
} from '../wallet/ledger.service';
import { TRANSFER_MAX_MINOR, TRANSFER_MIN_MINOR } from './transfer-wallet.config';
import {
  findTransferByKey,
  findTransfer,
  findTransferForUpdate,
  findVendor,
  insertTransfer,
  listVendors,
  lockMemberTransfers,
  markSettled,
  pendingByVendor,
  type TransferRow,
} from './transfer-wallet.repository';
import type { TransferVendorClient, VendorMoveOutcome } from './transfer-vendor.client';

/**
 * transferFund (docs/payments.md "Transfer wallets"). In: hold on the main wallet → vendor deposit → post the hold to
 * the vendor's clearing account (or void it on a definite refusal). Out: vendor withdraw → credit the main wallet from
 * the clearing account, keyed by the transfer id. An unknown answer leaves the transfer pending (money held, nothing
 * credited) for reconcile.ts. The client key makes a retry answer the same transfer.
 */
export interface TransferWalletDeps {
  db: DbOrTrx;
  client(vendor: string): TransferVendorClient | undefined;
}

/** The member's name at the vendor. */
export const vendorPlayerOf = (memberId: number) => `m${memberId}`;
const holdKeyOf = (transferId: string) => `transfer-wallet:${transferId}`;

async function realMember(db: DbOrTrx, memberId: number) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  if (isTrialAccount(member.type))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  return member;
}

function vendorClient(deps: TransferWalletDeps, code: string): TransferVendorClient {
  const client = deps.client(code);
  if (!client)
    throw new AppError(404, ERROR_CODES.TRANSFER_VENDOR_UNKNOWN, `No transfer-wallet vendor ${code}`);
  return client;
}

export async function transferWallets(deps: TransferWalletDeps, memberId: number): Promise<TransferWallets> {
  const member = await realMember(deps.db, memberId);
  const [main, vendors, pending] = await Promise.all([
    ensureMemberAccount(deps.db, memberId, member.currency),
    listVendors(deps.db),
    pendingByVendor(deps.db, memberId),
  ]);
  const wallets = await Promise.all(
    vendors.map(async (v) => {
      // A vendor that does not answer shows no figure; the page and the other wallets still work.
      const balance = await vendorClient(deps, v.code)
        .balance(vendorPlayerOf(memberId), member.currency)
        .then(minorToDecimal, () => null);
      return { vendor: v.code, name: v.display_name, balance, pending: pending.get(v.code) ?? 0 };
    }),
  );
  return {
    currency: member.currency,
    main: minorToDecimal(main.balanceMinor),
    vendors: wallets,
    min: minorToDecimal(TRANSFER_MIN_MINOR),
    max: minorToDecimal(TRANSFER_MAX_MINOR),
  };
}

export async function walletTransfer(
  deps: TransferWalletDeps,
  memberId: number,
  request: WalletTransferRequest,
): Promise<WalletTransferResult> {
  const member = await realMember(deps.db, memberId);
  const amountMinor = decimalToMinor(request.amount);
  if (amountMinor < TRANSFER_MIN_MINOR || amountMinor > TRANSFER_MAX_MINOR) {
    throw new AppError(422, ERROR_CODES.TRANSFER_AMOUNT_OUT_OF_RANGE, 'Amount outside the transfer limits', {
      min: minorToDecimal(TRANSFER_MIN_MINOR),
      max: minorToDecimal(TRANSFER_MAX_MINOR),
    });
  }
  return runTransfer(deps, { memberId, currency: member.currency }, { ...request, amountMinor });
}

interface TransferAsk {
  vendor: string;
  direction: 'in' | 'out';
  amountMinor: number;
  clientKey: string;
}

async function runTransfer(
  deps: TransferWalletDeps,
  member: { memberId: number; currency: string },
  ask: TransferAsk,
): Promise<WalletTransferResult> {
  const client = vendorClient(deps, ask.vendor);
  if (!(await findVendor(deps.db, ask.vendor))) {
    throw new AppError(404, ERROR_CODES.TRANSFER_VENDOR_UNKNOWN, `No transfer-wallet vendor ${ask.vendor}`);
  }
  const { row, created } = await begin(deps.db, member, ask);
  if (row.status === 'pending') {
    // New, or a retry of one whose answer was lost: ask the vendor (again) with the same transfer id; the vendor
    // answers a repeated id as it did the first time, so this never moves money twice.
    const outcome = await client.move(row.direction === 'in' ? 'deposit' : 'withdraw', {
      transferId: row.transfer_id,
      player: vendorPlayerOf(member.memberId),
      currency: row.currency,
      amountMinor: Number(row.amount_minor),
    });
    const settled = await settleTransfer(deps.db, row, outcome);
    return answer(deps.db, settled, !created);
  }
  return answer(deps.db, row, !created);
}

/** Under the member's lock: the transfer of this client key, or a new one (with its hold, for a transfer in). */
function begin(db: DbOrTrx, member: { memberId: number; currency: string }, ask: TransferAsk) {
  return withTransaction(db, async (trx) => {
    await lockMemberTransfers(trx, member.memberId);
    const existing = await findTransferByKey(trx, member.memberId, ask.clientKey);
    if (existing) {
      const same =
        existing.vendor === ask.vendor &&
        existing.direction === ask.direction &&
        Number(existing.amount_minor) === ask.amountMinor;
      if (!same)
        throw new AppError(
          409,
          ERROR_CODES.TRANSFER_KEY_REUSED,
          'This transfer key was used for another transfer',
        );
      return { row: existing, created: false };
    }
    const row = await insertTransfer(trx, {
      transferId: randomUUID(),
      memberId: member.memberId,
      clientKey: ask.clientKey,
      vendor: ask.vendor,
      direction: ask.direction,
      currency: member.currency,
      amountMinor: ask.amountMinor,
    });
    if (ask.direction === 'in') {
      const main = await ensureMemberAccount(trx, member.memberId, member.currency);
      // INSUFFICIENT_BALANCE here rolls the row back with the hold: nothing was asked of the vendor.
      await hold(trx, {
        holdKey: holdKeyOf(row.transfer_id),
        accountId: main.id,
        amountMinor: ask.amountMinor,
        metadata: { vendor: ask.vendor, transferId: row.transfer_id },
        kind: 'transfer-wallet-in',
      });
    }
    return { row, created: true };
  });
}

/**
 * Applies the vendor's answer once, under the member's lock: done → post the hold (in) or credit the main wallet
 * (out); refused → void the hold (in) or nothing (out); unknown → stays pending. A transfer already settled (by a
 * parallel copy or the reconciliation job) is left as it is: the vendor answers one id the same way every time.
 * `transfer` is the caller's copy of the row: only its id and member (never updated) are used; the row itself is
 * read again here, once, locked, since its status may have changed.
 */
export async function settleTransfer(
  db: DbOrTrx,
  transfer: Pick<TransferRow, 'transfer_id' | 'member_id'>,
  outcome: VendorMoveOutcome | { outcome: 'refused'; reason: string },
): Promise<TransferRow> {
  const transferId = transfer.transfer_id;
  if (outcome.outcome === 'unknown') {
    return await findTransfer(db, transferId);
  }
  return withTransaction(db, async (trx) => {
    await lockMemberTransfers(trx, Number(transfer.member_id));
    const row = await findTransferForUpdate(trx, transferId);
    // The lock above is only right for the transfer's own member (a row's member never changes).
    if (Number(row.member_id) !== Number(transfer.member_id))
      throw new Error(`settleTransfer: transfer ${transferId} is not member ${transfer.member_id}'s`);
    if (row.status !== 'pending') return row;
    const metadata = { vendor: row.vendor, transferId };
    const clearing = await transferWalletAccount(trx, row.vendor, row.currency);
    if (outcome.outcome === 'done') {
      if (row.direction === 'in') {
        await postHold(trx, {
          holdKey: holdKeyOf(transferId),
          toAccountId: clearing.id,
          metadata,
          kind: 'transfer-wallet-in-post',
        });
      } else {
        const main = await ensureMemberAccount(trx, Number(row.member_id), row.currency);
        await postTransaction(trx, {
          idempotencyKey: `transfer-wallet:${transferId}:out`,
          kind: 'transfer-wallet-out',
          legs: [
            { accountId: clearing.id, amountMinor: -Number(row.amount_minor) },
            { accountId: main.id, amountMinor: Number(row.amount_minor) },
          ],
          metadata,
        });
      }
    } else if (row.direction === 'in') {
      await voidHold(trx, {
        holdKey: holdKeyOf(transferId),
        metadata: { ...metadata, reason: outcome.reason },
        kind: 'transfer-wallet-in-void',
      });
    }
    const status = outcome.outcome === 'done' ? 'done' : 'failed';
    const reason = outcome.outcome === 'done' ? null : outcome.reason;
    await markSettled(trx, row.id, status, reason);
    return { ...row, status, reason };
  });
}

async function answer(db: DbOrTrx, row: TransferRow, replayed: boolean): Promise<WalletTransferResult> {
  if (row.status === 'failed') {
    throw new AppError(
      422,
      ERROR_CODES.TRANSFER_VENDOR_REFUSED,
      'The game vendor refused the transfer; nothing moved',
      {
        transferId: row.transfer_id,
        reason: row.reason,
      },
    );
  }
  const main = await ensureMemberAccount(db, Number(row.member_id), row.currency);
  return {
    transferId: row.transfer_id,
    vendor: row.vendor,
    direction: row.direction,
    amount: minorToDecimal(Number(row.amount_minor)),
    status: row.status,
    main: minorToDecimal(main.balanceMinor),
    replayed,
  };
}

/**
 * Recall all: every transfer-wallet vendor's whole balance back to the main wallet, one transfer out per vendor keyed
 * `recall:<clientKey>:<vendor>`, so a retry of the same recall answers those transfers instead of asking again.
 */
export async function recallAll(
  deps: TransferWalletDeps,
  memberId: number,
  request: RecallAllRequest,
): Promise<RecallAllResult> {
  const member = await realMember(deps.db, memberId);
  const recalled: RecallAllResult['recalled'] = [];
  for (const vendor of await listVendors(deps.db)) {
    const clientKey = `recall:${request.clientKey}:${vendor.code}`;
    const earlier = await findTransferByKey(deps.db, memberId, clientKey);
    let amountMinor = earlier ? Number(earlier.amount_minor) : 0;
    if (!earlier) {
      try {
        amountMinor = await vendorClient(deps, vendor.code).balance(
          vendorPlayerOf(memberId),
          member.currency,
        );
      } catch {
        recalled.push({ vendor: vendor.code, amount: 0, status: 'failed', code: 'VENDOR_UNAVAILABLE' });
        continue;
      }
    }
    if (amountMinor <= 0 && !earlier) {
      // Nothing left at the vendor: perhaps because a racing copy of this recall just took it; then it is ours.
      const racing = await findTransferByKey(deps.db, memberId, clientKey);
      if (racing) amountMinor = Number(racing.amount_minor);
    }
    if (amountMinor <= 0) continue;
    const recallOf = (amount: number) =>
      runTransfer(
        deps,
        { memberId, currency: member.currency },
        { vendor: vendor.code, direction: 'out', amountMinor: amount, clientKey },
      );
    try {
      let result: WalletTransferResult;
      try {
        result = await recallOf(amountMinor);
      } catch (err) {
        // A copy of this recall racing us made the vendor's transfer first, from a balance it read a moment
        // earlier or later: its amount is the recall's, and this copy answers it instead of a refusal.
        if (!(err instanceof AppError && err.code === ERROR_CODES.TRANSFER_KEY_REUSED)) throw err;
        const first = await findTransferByKey(deps.db, memberId, clientKey);
        if (!first) throw err;
        amountMinor = Number(first.amount_minor);
        result = await recallOf(amountMinor);
      }
      recalled.push({ vendor: vendor.code, amount: result.amount, status: result.status, code: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      recalled.push({
        vendor: vendor.code,
        amount: minorToDecimal(amountMinor),
        status: 'failed',
        code: err.code,
      });
    }
  }
  const main = await ensureMemberAccount(deps.db, memberId, member.currency);
  return { recalled, main: minorToDecimal(main.balanceMinor) };
}
