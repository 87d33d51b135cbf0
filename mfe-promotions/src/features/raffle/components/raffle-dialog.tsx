import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, Button, Modal, formatAmount } from '@site/shared';
import type { RaffleRound, RaffleSummary } from '@site/shared/schemas';
import { useOpenTicket } from '../api/open-ticket';
import { raffleErrorMessage } from './raffle-error';
import { TicketVerify } from './ticket-verify';

function RoundLine({ round }: { round: RaffleRound }) {
  const { t, i18n } = useTranslation('promotions');
  const rule =
    round.kind === 'deposit'
      ? t('raffle.rule.deposit', {
          amount: formatAmount(round.threshold, i18n.language),
          max: round.maxTickets,
        })
      : t('raffle.rule.bet_count', { n: round.threshold, max: round.maxTickets });
  return (
    <li className="raffle__round">
      <strong>{round.title}</strong>
      <span>{rule}</span>
      <span>{t('raffle.commitment')}</span>
      <code className="raffle__hash">{round.seedCommit}</code>
      {round.serverSeed ? (
        <span>
          {t('raffle.seed')} <code className="raffle__hash">{round.serverSeed}</code>
        </span>
      ) : (
        <span>{t('raffle.revealAt', { time: new Date(round.endsAt).toLocaleString(i18n.language) })}</span>
      )}
    </li>
  );
}

interface Props {
  open: boolean;
  onClose: () => void;
  summary: RaffleSummary;
}

/** Opens the oldest unopened ticket, shows its prize, and lists the rounds' commitments and my tickets to verify. */
export function RaffleDialog({ open, onClose, summary }: Props) {
  const { t, i18n } = useTranslation('promotions');
  const openTicket = useOpenTicket();
  const [won, setWon] = useState<number | null>(null);
  const next = summary.tickets.filter((ticket) => !ticket.opened).at(-1);
  const onOpen = () => {
    if (!next) return;
    setWon(null);
    openTicket.mutate(next.id, { onSuccess: (result) => setWon(result.ticket.prize ?? 0) });
  };
  const opened = summary.tickets.filter((ticket) => ticket.opened);
  return (
    <Modal open={open} onClose={onClose} title={t('raffle.title')} className="raffle__dialog">
      <div className="raffle">
        <p aria-live="polite" className="raffle__result">
          {won === null
            ? null
            : won > 0
              ? t('raffle.won', { amount: formatAmount(won, i18n.language) })
              : t('raffle.empty')}
          {openTicket.isError ? raffleErrorMessage(t, openTicket.error) : null}
        </p>
        <p>{summary.unopened > 0 ? t('raffle.unopened', { n: summary.unopened }) : t('raffle.none')}</p>
        <Button onClick={onOpen} disabled={!next || openTicket.isPending} busy={openTicket.isPending}>
          {t('raffle.open')}
        </Button>
        <section aria-labelledby="raffle-rounds-title">
          <h3 id="raffle-rounds-title">{t('raffle.rounds')}</h3>
          <ul className="raffle__list">
            {summary.rounds.map((round) => (
              <RoundLine key={round.id} round={round} />
            ))}
          </ul>
        </section>
        {opened.length > 0 ? (
          <section aria-labelledby="raffle-tickets-title">
            <h3 id="raffle-tickets-title">{t('raffle.history')}</h3>
            <ul className="raffle__list">
              {opened.map((ticket) => (
                <li key={ticket.id} className="raffle__ticket">
                  <span>{t('raffle.ticket', { id: ticket.id })}</span>
                  <Amount value={ticket.prize ?? 0} />
                  <TicketVerify ticketId={ticket.id} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}
