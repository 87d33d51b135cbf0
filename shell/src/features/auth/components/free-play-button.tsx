import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { errorText } from '../../../lib/error-text';
import { useFlag } from '../../../hooks/use-whitelabel';
import { loginFreeplay } from '../api/login-freeplay';

/** "Free play" (docs/site-rules.md "Product" flag): signs in a trial account, then runs the usual after-login sequence. */
export function FreePlayButton() {
  const { t } = useTranslation('auth');
  const enabled = useFlag('freePlay');
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!enabled) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await completeLogin(await loginFreeplay(), 'freeplay');
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-free-play">
      <Button type="button" variant="secondary" onClick={() => void start()} busy={busy}>
        {t('free_play')}
      </Button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
