import { useTranslation } from 'react-i18next';
import { countdown } from '../model/panel-rules';
import './lottery-ui.css';

/** Countdown (docs/lottery.md "Front") to `closeAt` on the server clock: HH:MM:SS, days + hours beyond 24 h, dashes when closed. */
export function Countdown({
  closeAt,
  nowServerMs,
  onSale,
}: {
  closeAt: string | null;
  nowServerMs: number | null;
  onSale: boolean;
}) {
  const { t } = useTranslation('lottery');
  const remaining = closeAt && nowServerMs !== null ? Date.parse(closeAt) - nowServerMs : 0;
  const shown = countdown(remaining, onSale && closeAt !== null && nowServerMs !== null);
  const text =
    shown.kind === 'days' ? t('countdown.days', { days: shown.days, hours: shown.hours }) : shown.text;
  return (
    <span className="lot-countdown" role="timer" aria-label={t('countdown.label')} data-kind={shown.kind}>
      {text}
    </span>
  );
}
