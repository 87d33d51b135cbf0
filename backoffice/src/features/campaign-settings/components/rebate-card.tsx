import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@site/shared';
import { REBATE_GAME_GROUPS, type RebateGameGroup } from '@site/shared/schemas';
import {
  REBATE_MIN_CLAIM_MAX,
  REBATE_RATE_MAX_BPS,
  REBATE_WINDOW_MAX_DAYS,
  VIP_LEVEL_COUNT,
  rebateRatesIssue,
  type RebateSettings,
} from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useSaveRebateSettings } from '../api/save-rebate-settings';
import { bpsToPercent, moneyValue, percentToBps, wholeNumber } from '../model/numbers';
import { SaveWithReason } from './save-with-reason';

const LEVELS = Array.from({ length: VIP_LEVEL_COUNT }, (_, level) => level);
type Draft = { rates: Record<RebateGameGroup, string[]>; minClaim: string; windowDays: string };

const draftOf = (s: RebateSettings): Draft => ({
  rates: Object.fromEntries(
    REBATE_GAME_GROUPS.map((g) => [g, s.ratesBps[g].map(bpsToPercent)]),
  ) as Draft['rates'],
  minClaim: String(s.minClaim),
  windowDays: String(s.windowDays),
});

/** The draft as the call's body, or the first thing wrong with it (said in the staff member's language). */
function useChecked(draft: Draft) {
  const { t } = useTranslation('bo');
  const ratesBps = {} as Record<RebateGameGroup, number[]>;
  for (const group of REBATE_GAME_GROUPS) {
    const row = draft.rates[group].map(percentToBps);
    const bad = row.findIndex((bps) => bps === null || bps > REBATE_RATE_MAX_BPS);
    if (bad >= 0) {
      const where = { group: t(`campaignSettings.groups.${group}`), level: bad };
      return {
        problem: t('campaignSettings.rebate.rateRange', { ...where, max: REBATE_RATE_MAX_BPS / 100 }),
      };
    }
    ratesBps[group] = row as number[];
  }
  const issue = rebateRatesIssue(ratesBps);
  if (issue)
    return {
      problem: t('campaignSettings.rebate.rateFalls', {
        group: t(`campaignSettings.groups.${issue.group}`),
        level: issue.level,
      }),
    };
  const minClaim = moneyValue(draft.minClaim);
  if (minClaim === null || minClaim < 0.01 || minClaim > REBATE_MIN_CLAIM_MAX)
    return { problem: t('campaignSettings.rebate.minClaimRange', { max: REBATE_MIN_CLAIM_MAX }) };
  const windowDays = wholeNumber(draft.windowDays);
  if (windowDays === null || windowDays < 1 || windowDays > REBATE_WINDOW_MAX_DAYS)
    return { problem: t('campaignSettings.rebate.windowRange', { max: REBATE_WINDOW_MAX_DAYS }) };
  return { body: { ratesBps, minClaim, windowDays } satisfies RebateSettings };
}

/** Rebate rates (percent of the valid bet) per game group × VIP level, the minimum claim and the window. */
export function RebateCard({ settings, canManage }: { settings: RebateSettings; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const save = useSaveRebateSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const checked = useChecked(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(settings));
  const setRate = (group: RebateGameGroup, level: number, value: string) =>
    setDraft({ ...draft, rates: { ...draft.rates, [group]: draft.rates[group].with(level, value) } });
  return (
    <section className="bo-card" aria-labelledby="settings-rebate-title">
      <h2 id="settings-rebate-title">{t('campaignSettings.rebate.title')}</h2>
      <p className="bo-muted">{t('campaignSettings.rebate.hint')}</p>
      <div className="bo-settings__scroll">
        <table className="bo-settings__grid">
          <caption className="ui-visually-hidden">{t('campaignSettings.rebate.ratesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('campaignSettings.rebate.group')}</th>
              {LEVELS.map((level) => (
                <th scope="col" key={level}>
                  {t('campaignSettings.levelN', { level })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REBATE_GAME_GROUPS.map((group) => (
              <tr key={group}>
                <th scope="row">{t(`campaignSettings.groups.${group}`)}</th>
                {LEVELS.map((level) => (
                  <td key={level}>
                    <input
                      className="ui-field__input"
                      inputMode="decimal"
                      aria-label={t('campaignSettings.rebate.rateLabel', {
                        group: t(`campaignSettings.groups.${group}`),
                        level,
                      })}
                      value={draft.rates[group][level] ?? ''}
                      readOnly={!canManage}
                      onChange={(event) => setRate(group, level, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bo-settings__fields">
        <TextField
          label={t('campaignSettings.rebate.minClaim')}
          inputMode="decimal"
          value={draft.minClaim}
          readOnly={!canManage}
          onChange={(event) => setDraft({ ...draft, minClaim: event.target.value })}
        />
        <TextField
          label={t('campaignSettings.rebate.windowDays')}
          inputMode="numeric"
          value={draft.windowDays}
          readOnly={!canManage}
          onChange={(event) => setDraft({ ...draft, windowDays: event.target.value })}
        />
      </div>
      {canManage ? (
        <SaveWithReason
          label={t('campaignSettings.rebate.save')}
          title={t('campaignSettings.rebate.save')}
          problem={checked.problem ?? null}
          changed={changed}
          busy={save.isPending}
          error={save.error ? errorText(t, save.error) : null}
          save={(reason, done) => {
            if (checked.body) save.mutate({ ...checked.body, reason }, { onSuccess: done });
          }}
        />
      ) : null}
    </section>
  );
}
