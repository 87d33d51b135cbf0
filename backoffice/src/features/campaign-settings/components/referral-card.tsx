import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@site/shared';
import { REFERRAL_COMMISSION_MAX_BPS, type ReferralSettings } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useSaveReferralSettings } from '../api/save-referral-settings';
import { bpsToPercent, percentToBps } from '../model/numbers';
import { SaveWithReason } from './save-with-reason';

/** The referrer's commission, percent of the invited members' valid bets, paid from the next settled day on. */
export function ReferralCard({ settings, canManage }: { settings: ReferralSettings; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const save = useSaveReferralSettings();
  const [text, setText] = useState(() => bpsToPercent(settings.commissionBps));
  const bps = percentToBps(text);
  const problem =
    bps === null || bps > REFERRAL_COMMISSION_MAX_BPS
      ? t('campaignSettings.referral.range', { max: REFERRAL_COMMISSION_MAX_BPS / 100 })
      : null;
  return (
    <section className="bo-card" aria-labelledby="settings-referral-title">
      <h2 id="settings-referral-title">{t('campaignSettings.referral.title')}</h2>
      <p className="bo-muted">{t('campaignSettings.referral.hint')}</p>
      <div className="bo-settings__fields">
        <TextField
          label={t('campaignSettings.referral.commission')}
          inputMode="decimal"
          value={text}
          readOnly={!canManage}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {canManage ? (
        <SaveWithReason
          label={t('campaignSettings.referral.save')}
          title={t('campaignSettings.referral.save')}
          problem={problem}
          changed={bps !== settings.commissionBps}
          busy={save.isPending}
          error={save.error ? errorText(t, save.error) : null}
          save={(reason, done) => {
            if (bps !== null) save.mutate({ commissionBps: bps, reason }, { onSuccess: done });
          }}
        />
      ) : null}
    </section>
  );
}
