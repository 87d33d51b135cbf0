import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, Button, Modal, TextField, showToast } from '@site/shared';
import type { PointReward } from '@site/shared/schemas';
import { useRedeemPointReward } from '../api/redeem-point-reward';
import { useRequestKey } from '../hooks/use-request-key';

const formSchema = z.object({ password: z.string().min(1).max(128) });
type FormValues = z.infer<typeof formSchema>;

/** Server codes → the sentence shown; anything else is the generic failure. */
const MESSAGES: Record<string, string> = {
  POINTS_PASSWORD_WRONG: 'points.errors.POINTS_PASSWORD_WRONG',
  POINTS_INSUFFICIENT: 'points.errors.POINTS_INSUFFICIENT',
  POINTS_REWARD_OUT_OF_STOCK: 'points.rewards.outOfStock',
  POINTS_REWARD_LIMIT_REACHED: 'points.rewards.limitReached',
  POINTS_REWARD_NOT_FOUND: 'points.rewards.unavailable',
  POINTS_REWARD_NOT_ACTIVE: 'points.rewards.unavailable',
};

/**
 * Confirms a redemption with the login password. One request key per intent: a retry after a lost answer reuses it
 * (the server redeems once); success or a refusal ends it.
 */
export function RedeemDialog({ reward, onClose }: { reward: PointReward; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const redeem = useRedeemPointReward();
  const requestKey = useRequestKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await redeem.mutateAsync({ rewardId: reward.id, password, requestKey: requestKey.take() });
      requestKey.settle();
      showToast({ message: t('points.rewards.done', { name: reward.name }), tone: 'success' });
      onClose();
    } catch (error) {
      requestKey.settle(error);
      const key = error instanceof ApiError ? MESSAGES[error.code] : undefined;
      setError('root', { message: t(key ?? 'errors.generic') });
    }
  });

  return (
    <Modal open onClose={onClose} title={t('points.rewards.redeemTitle', { name: reward.name })}>
      <form onSubmit={onSubmit} noValidate className="points-redeem">
        <p>{t('points.rewards.confirm', { points: reward.pointsCost })}</p>
        <TextField
          label={t('points.password')}
          type="password"
          autoComplete="current-password"
          revealable
          data-autofocus=""
          error={errors.password ? t('points.rewards.passwordRequired') : undefined}
          {...register('password')}
        />
        {errors.root ? <p role="alert">{errors.root.message}</p> : null}
        <Button type="submit" busy={isSubmitting}>
          {t('points.rewards.submit')}
        </Button>
      </form>
    </Modal>
  );
}
