import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, emit, isTrialAccount, showToast, useSessionStore } from '@site/shared';
import type { PromotionSummary } from '@site/shared/schemas';
import { useClaimPromotion } from '../api/claim-promotion';
import { promotionErrorMessage } from './error-message';

/** States with nothing to do: the button shows the state and stays disabled. */
const PASSIVE = new Set(['coming_soon', 'closed', 'applying', 'rejected', 'issued', 'claimed', 'signed']);

/**
 * The promotion's button, driven by its state (docs/promotions.md "States"): visitors get the login popup, trial
 * accounts the real-account warning; `join` of a deposit bonus opens the deposit page, of an application the
 * detail page's form; `claim` and a sign-in's `join` credit the bonus; `process` opens bonus details; a cash back
 * with nothing to claim yet says so.
 */
export function PromotionAction({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const claim = useClaimPromotion();
  const { state, kind, ineligibleReason } = promotion;

  if (kind === 'cashback' && state === 'join' && !ineligibleReason) {
    return (
      <Button variant="secondary" disabled>
        {t('action.cashbackNone')}
      </Button>
    );
  }
  if (PASSIVE.has(state) || ineligibleReason) {
    return (
      <Button variant="secondary" disabled>
        {t(`state.${state}`)}
      </Button>
    );
  }
  if (state === 'process') {
    return (
      <Button
        variant="secondary"
        onClick={() => emit('overlay:open', { owner: 'mfe_member', page: 'bonusDetails' })}
      >
        {t('state.process')}
      </Button>
    );
  }
  if (!token) {
    return (
      <Button onClick={() => emit('auth:login-requested', { reason: 'promotion' })}>
        {t('action.login')}
      </Button>
    );
  }
  if (isTrialAccount(isAgent)) {
    return (
      <Button onClick={() => showToast({ message: t('action.realAccount'), tone: 'warning' })}>
        {t('state.join')}
      </Button>
    );
  }

  const doClaim = () =>
    claim.mutate(promotion.id, {
      onSuccess: (result) =>
        showToast({
          message: t('action.claimed', { amount: result.grant.bonus.toFixed(2) }),
          tone: 'success',
        }),
      onError: (error) => showToast({ message: promotionErrorMessage(t, error), tone: 'danger' }),
    });

  if (state === 'claim' || (state === 'join' && kind === 'daily_signin')) {
    return (
      <Button busy={claim.isPending} onClick={doClaim}>
        {state === 'claim' ? t('state.claim') : t('action.signIn')}
      </Button>
    );
  }
  if (kind === 'deposit_bonus') {
    return (
      <Button onClick={() => emit('overlay:open', { owner: 'mfe_member', page: 'depositv2' })}>
        {t('action.deposit')}
      </Button>
    );
  }
  return (
    <Button onClick={() => navigate(`/promoDetail?id=${promotion.id}#apply`)}>{t('action.apply')}</Button>
  );
}
