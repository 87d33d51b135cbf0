import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatAmount } from '@site/shared';
import { useVerifyTicket } from '../api/verify-ticket';
import { raffleErrorMessage } from './raffle-error';

/** "Verify" for one opened ticket: asks the server for the revealed seed and says whether it recomputes the prize. */
export function TicketVerify({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useTranslation('promotions');
  const [asked, setAsked] = useState(false);
  const verify = useVerifyTicket(asked ? ticketId : null);
  if (!asked) {
    return (
      <Button
        variant="ghost"
        aria-label={t('raffle.verifyLabel', { id: ticketId })}
        onClick={() => setAsked(true)}
      >
        {t('raffle.verify')}
      </Button>
    );
  }
  if (verify.isPending) return <span role="status">{t('raffle.verifying')}</span>;
  if (verify.isError) return <span role="status">{raffleErrorMessage(t, verify.error)}</span>;
  const v = verify.data;
  const amount = formatAmount(v.prize, i18n.language);
  return (
    <span role="status" className="raffle__verified">
      {v.commitMatches && v.matches ? t('raffle.verified', { amount }) : t('raffle.verifyFailed', { amount })}
    </span>
  );
}
