import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select, TextField } from '@site/shared';
import { BREAK_OPTIONS, type BreakKind } from '@site/shared/schemas';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { useImposeBreak } from '../api/impose-break';

/** A break asked through support or decided by risk: it starts now and signs the member out. */
export function ImposeBreakForm() {
  const { t, i18n } = useTranslation('bo');
  const impose = useImposeBreak();
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<BreakKind>('cool_off');
  const [days, setDays] = useState<number>(BREAK_OPTIONS.cool_off[0]);
  const [reason, setReason] = useState('');
  const ready = account.trim() && reason.trim().length >= 3;
  return (
    <section className="bo-card" aria-labelledby="impose-break-title">
      <h2 id="impose-break-title">{t('riskCare.imposeTitle')}</h2>
      <p className="bo-muted">{t('riskCare.imposeExplain')}</p>
      <form
        className="bo-form"
        onSubmit={(event) => {
          event.preventDefault();
          impose.mutate(
            { account: account.trim(), kind, days, reason: reason.trim() },
            { onSuccess: () => setReason('') },
          );
        }}
      >
        <TextField
          label={t('riskCare.account')}
          value={account}
          maxLength={40}
          onChange={(e) => setAccount(e.target.value)}
          required
        />
        <Select
          label={t('riskCare.kind')}
          value={kind}
          options={(['cool_off', 'self_exclusion'] as const).map((k) => ({
            value: k,
            label: t(`riskCare.kinds.${k}`),
          }))}
          onChange={(e) => {
            const next = e.target.value as BreakKind;
            setKind(next);
            setDays(BREAK_OPTIONS[next][0]);
          }}
        />
        <Select
          label={t('riskCare.length')}
          value={String(days)}
          options={BREAK_OPTIONS[kind].map((d) => ({
            value: String(d),
            label: t('riskCare.days', { count: d }),
          }))}
          onChange={(e) => setDays(Number(e.target.value))}
        />
        <TextField
          label={t('common.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        {impose.error ? (
          <p className="bo-error" role="alert">
            {errorText(t, impose.error)}
          </p>
        ) : null}
        {impose.data ? (
          <p className="bo-success" role="status">
            {t('riskCare.imposed', { until: dateTime(impose.data.until, i18n.language) })}
          </p>
        ) : null}
        <div className="bo-actions">
          <Button type="submit" variant="danger" busy={impose.isPending} disabled={!ready}>
            {t('riskCare.impose')}
          </Button>
        </div>
      </form>
    </section>
  );
}
