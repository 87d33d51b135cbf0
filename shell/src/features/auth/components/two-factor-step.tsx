import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@site/shared';
import type { LoginResult, TwoFactorChallenge } from '@site/shared/schemas';
import { verifyTwoFactor } from '../api/verify-two-factor';
import { errorText } from '../../../lib/error-text';

/** docs/site-rules.md "Product", "Flows": logging in from a new IP needs the SMS code the server just sent to the member's phone. */
export function TwoFactorStep({
  challenge,
  onDone,
}: {
  challenge: TwoFactorChallenge;
  onDone: (r: LoginResult) => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('code_invalid'));
      return;
    }
    setBusy(true);
    try {
      onDone(await verifyTwoFactor(challenge.challengeId, code));
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="two-factor-title" className="auth-form">
      <h3 id="two-factor-title">{t('two_factor_title')}</h3>
      <p>{t('two_factor_body', { mobile: challenge.mobileMasked })}</p>
      <TextField
        label={t('verification_code')}
        placeholder={t('verification_code')}
        requiredMark
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" busy={busy}>
        {t('verify')}
      </Button>
    </form>
  );
}
