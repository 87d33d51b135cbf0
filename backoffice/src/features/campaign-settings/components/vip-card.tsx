import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_REQUIRED_MAX, vipLevelsIssue, type VipSettings } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useSaveVipSettings } from '../api/save-vip-settings';
import { moneyValue } from '../model/numbers';
import { SaveWithReason } from './save-with-reason';

type Row = { level: number; name: string; required: string };

function useChecked(rows: Row[]) {
  const { t } = useTranslation('bo');
  const levels = [];
  for (const row of rows) {
    const required = moneyValue(row.required);
    if (!row.name.trim() || row.name.trim().length > 30)
      return { problem: t('campaignSettings.vip.nameRange', { level: row.level }) };
    if (required === null || required > VIP_REQUIRED_MAX)
      return { problem: t('campaignSettings.vip.requiredRange', { level: row.level }) };
    levels.push({ level: row.level, name: row.name.trim(), required });
  }
  const issue = vipLevelsIssue(levels);
  if (issue) return { problem: t(`errors.VIP_THRESHOLDS_INVALID`) };
  return { levels };
}

/** VIP levels 0–5: the brand name and the lifetime valid bets that reach each; members are never moved down. */
export function VipCard({ settings, canManage }: { settings: VipSettings; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const save = useSaveVipSettings();
  const initial = settings.levels.map((l) => ({
    level: l.level,
    name: l.name,
    required: String(l.required),
  }));
  const [rows, setRows] = useState<Row[]>(initial);
  const checked = useChecked(rows);
  const edit = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <section className="bo-card" aria-labelledby="settings-vip-title">
      <h2 id="settings-vip-title">{t('campaignSettings.vip.title')}</h2>
      <p className="bo-muted">{t('campaignSettings.vip.hint')}</p>
      <table className="bo-settings__grid bo-settings__grid--vip">
        <caption className="ui-visually-hidden">{t('campaignSettings.vip.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('campaignSettings.vip.level')}</th>
            <th scope="col">{t('campaignSettings.vip.name')}</th>
            <th scope="col">{t('campaignSettings.vip.required')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.level}>
              <th scope="row">{t('campaignSettings.levelN', { level: row.level })}</th>
              <td>
                <input
                  className="ui-field__input"
                  aria-label={t('campaignSettings.vip.nameLabel', { level: row.level })}
                  value={row.name}
                  maxLength={30}
                  readOnly={!canManage}
                  onChange={(event) => edit(index, { name: event.target.value })}
                />
              </td>
              <td>
                <input
                  className="ui-field__input"
                  inputMode="decimal"
                  aria-label={t('campaignSettings.vip.requiredLabel', { level: row.level })}
                  value={row.required}
                  // Level 0 is where everyone starts.
                  readOnly={!canManage || index === 0}
                  onChange={(event) => edit(index, { required: event.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canManage ? (
        <SaveWithReason
          label={t('campaignSettings.vip.save')}
          title={t('campaignSettings.vip.save')}
          problem={checked.problem ?? null}
          changed={JSON.stringify(rows) !== JSON.stringify(initial)}
          busy={save.isPending}
          error={save.error ? errorText(t, save.error) : null}
          save={(reason, done) => {
            if (checked.levels) save.mutate({ levels: checked.levels, reason }, { onSuccess: done });
          }}
        />
      ) : null}
    </section>
  );
}
