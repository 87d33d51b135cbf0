import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isTrialAccount, queryKeys, useAppEvent, useSessionStore } from '@site/shared';
import { useClaimTickets } from '../api/claim-tickets';
import { useRaffle } from '../api/get-raffle';
import { RaffleDialog } from './raffle-dialog';
import './raffle.css';

/**
 * The floating red envelope: for a signed-in real member with unopened or claimable tickets, a small button in the
 * bottom corner with the count, opening the raffle dialog — after claiming what is owed, so the read behind it never
 * writes. Nothing for visitors, trial accounts or members without tickets (the dialog stays up after the last ticket
 * is opened, so its prize can be read).
 */
export function RedEnvelopeButton() {
  const { t } = useTranslation('promotions');
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const member = Boolean(token) && !isTrialAccount(isAgent);
  const raffle = useRaffle({ enabled: member });
  const client = useQueryClient();
  const claim = useClaimTickets();
  const [open, setOpen] = useState(false);
  // A settled bet or a deposit moves the balance and may earn a ticket.
  useAppEvent('wallet:balance-changed', () => {
    if (member) void client.invalidateQueries({ queryKey: queryKeys.user('raffle'), exact: true });
  });
  if (!member || !raffle.data) return null;
  const count = raffle.data.unopened + raffle.data.claimable;
  const openDialog = () => {
    if (raffle.data.claimable === 0) return setOpen(true);
    // Opened either way: a failed claim leaves the tickets already granted to open, and the next claim retries.
    claim.mutate(undefined, { onSettled: () => setOpen(true) });
  };
  if (count === 0 && !open) return null;
  return (
    <>
      {count > 0 ? (
        <button
          type="button"
          className="raffle-fab"
          aria-label={t('raffle.button', { n: count })}
          aria-haspopup="dialog"
          aria-busy={claim.isPending}
          disabled={claim.isPending}
          onClick={openDialog}
        >
          <span aria-hidden="true" className="raffle-fab__icon">
            🧧
          </span>
          <span aria-hidden="true" className="raffle-fab__count">
            {count}
          </span>
        </button>
      ) : null}
      <RaffleDialog open={open} onClose={() => setOpen(false)} summary={raffle.data} />
    </>
  );
}
