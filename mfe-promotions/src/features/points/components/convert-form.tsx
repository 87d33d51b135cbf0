import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, TextField, showToast } from '@site/shared';
import type { PointConfig } from '@site/shared/schemas';
import { useConvertPoints } from '../api/convert-points';

const newKey = () => `cv-${crypto.randomUUID()}`;
const ERRORS = new Set(['POINTS_PASSWORD_WRONG', 'POINTS_INSUFFICIENT', 'POINTS_BELOW_MINIMUM']);

/**
 * Convert points to cash with the login password. One key per intent: a retry after a network failure reuses it (the
 * server converts once); a success or a changed amount starts a new one.
 */
export function ConvertForm({ config, available }: { config: PointConfig; available: number }) {
  const { t } = useTranslation('promotions');
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [key, setKey] = useState(newKey);
  const convert = useConvertPoints();
  const amount = Number(points);
  const invalid = !Number.isInteger(amount) || amount < config.minConvertPoints || amount > available;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || !password) return;
    convert.mutate(
      { points: amount, password, requestKey: key },
      {
        onSuccess: (result) => {
          showToast({
            message: t('points.converted', { points: result.points, amount: result.amount.toFixed(2) }),
            tone: 'success',
          });
          setPoints('');
          setPassword('');
          setKey(newKey());
        },
        onError: (error) => {
          const code = error instanceof ApiError ? error.code : '';
          showToast({
            message: ERRORS.has(code) ? t(`points.errors.${code}`) : t('errors.generic'),
            tone: 'danger',
          });
        },
      },
    );
  };

  return (
    <form className="promo-form" onSubmit={submit} aria-labelledby="points-convert-title" noValidate>
      <h2 id="points-convert-title">{t('points.convert')}</h2>
      <TextField
        label={t('points.amount')}
        inputMode="numeric"
        value={points}
        onChange={(e) => {
          setPoints(e.target.value.replace(/\D/g, ''));
          setKey(newKey());
        }}
        error={
          points && invalid
            ? t('points.amountRule', { min: config.minConvertPoints, max: available })
            : undefined
        }
      />
      <TextField
        label={t('points.password')}
        type="password"
        autoComplete="current-password"
        revealable
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" busy={convert.isPending} disabled={invalid || !password}>
        {t('points.convert')}
      </Button>
    </form>
  );
}
