import { useTranslation } from 'react-i18next';
import { Badge, Button, sanitizeHtml, type BadgeTone } from '@site/shared';
import { dateTime } from '../../../lib/model/format';
import { endFromLocalInput, fromLocalInput } from '../model/schedule';
import type { PromotionFormValues } from './promotion-form';

type PlayerState = 'coming_soon' | 'join' | 'claim' | 'closed';
const TONES: Record<PlayerState, BadgeTone> = {
  coming_soon: 'info',
  join: 'accent',
  claim: 'success',
  closed: 'neutral',
};
/** The button a signed-in member sees on a running promotion of each kind (mfe-promotions "promotion-action"). */
const ACTIONS: Record<string, string> = {
  deposit_bonus: 'deposit',
  fixed_bonus: 'apply',
  daily_signin: 'signIn',
  cashback: 'claim',
};

/** The calendar state the player site shows before any member-specific state (applied, claimed…). */
function playerState(values: PromotionFormValues, now = Date.now()): PlayerState {
  const start = Date.parse(fromLocalInput(values.startAt));
  const end = endFromLocalInput(values.endAt ?? '');
  if (!values.enabled || (end && Date.parse(end) <= now)) return 'closed';
  if (Number.isFinite(start) && start > now) return 'coming_soon';
  return values.kind === 'cashback' ? 'claim' : 'join';
}

/**
 * The promotion as a member sees it, drawn from the form's values as they are typed: the list card (art in the
 * promotion's colour, title, summary, state, button) and the detail page (period, wagering, the operator's HTML
 * through the shared allow-list sanitiser, as mfe-promotions renders it). Built from the kit, not from the player
 * remote: the back office never loads player code (docs/back-office.md "The app").
 */
export function PromotionPreview({ values }: { values: PromotionFormValues }) {
  const { t, i18n } = useTranslation('bo');
  const state = playerState(values);
  const title = values.title?.trim() || t('campaigns.preview.untitled');
  const startIso = fromLocalInput(values.startAt ?? '');
  const endIso = endFromLocalInput(values.endAt ?? '');
  const start = Number.isFinite(Date.parse(startIso)) ? dateTime(startIso, i18n.language) : '—';
  const wager = Number(values.rules?.wagerMultiplier);
  const action = state === 'join' || state === 'claim' ? ACTIONS[values.kind] : undefined;
  return (
    <section className="bo-card bo-promo-preview" aria-labelledby="promo-preview-title">
      <h2 id="promo-preview-title">{t('campaigns.preview.title')}</h2>
      <p className="bo-muted">{t('campaigns.preview.explain')}</p>
      <h3 className="bo-promo-preview__label">{t('campaigns.preview.card')}</h3>
      <div className="bo-promo-card" data-testid="promotion-preview-card">
        <div className="bo-promo-card__art" style={{ background: values.imageColor }} aria-hidden="true">
          <span className="bo-promo-card__art-title">{title}</span>
        </div>
        <div className="bo-promo-card__body">
          <strong className="bo-promo-card__title">{title}</strong>
          <p>{values.summary}</p>
          <div className="bo-promo-card__actions">
            <Badge tone={TONES[state]}>{t(`campaigns.preview.states.${state}`)}</Badge>
            {action ? (
              <Button disabled tabIndex={-1}>
                {t(`campaigns.preview.actions.${action}`)}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <h3 className="bo-promo-preview__label">{t('campaigns.preview.detail')}</h3>
      <article className="bo-promo-detail">
        <strong className="bo-promo-detail__title">{title}</strong>
        <p className="bo-muted">
          {endIso
            ? t('campaigns.preview.periodEnd', { start, end: dateTime(endIso, i18n.language) })
            : t('campaigns.preview.period', { start })}
        </p>
        {wager > 0 ? (
          <p className="bo-muted">{t('campaigns.preview.wagering', { multiplier: wager })}</p>
        ) : null}
        {/* Operator HTML, rendered only through the shared allow-list sanitiser, as on the player site. */}
        <div
          className="bo-promo-content"
          data-testid="promotion-preview-content"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(values.content ?? '') }}
        />
      </article>
    </section>
  );
}
