import { useTranslation } from 'react-i18next';
import { shellI18n } from '../app/shell-i18n';
import type { RemoteFailureStage } from './remote-load-error';

export const AREA_NAMES: Record<string, string> = {
  mfe_lobby: 'Games',
  mfe_lottery: 'Lottery',
  mfe_promotions: 'Promotions',
  mfe_member: 'Member centre',
  mfe_agent: 'Agent centre',
};

interface RemoteFallbackProps {
  remote: string;
  stage: RemoteFailureStage;
  onRetry: () => void;
}

/**
 * The shell's texts through the shell's own i18n instance, whichever app's tree the box is rendered in: a slot inside
 * a remote's page (the member overlay hosts other remotes' widgets) sits under that remote's I18nextProvider, whose
 * instance has no `federation` namespace, so the box used to fall back to English in every language.
 */
const useFederationText = () => useTranslation('federation', { i18n: shellI18n });

/** Shown in a remote's own area when it cannot load or crashed; the rest of the page keeps working. */
export function RemoteFallback({ remote, stage, onRetry }: RemoteFallbackProps) {
  const { t } = useFederationText();
  const area = t(`area.${remote}`, { defaultValue: AREA_NAMES[remote] ?? remote });
  const reason =
    stage === 'timeout'
      ? t('fallback.slow', { defaultValue: '{{area}} is taking too long to respond.', area })
      : t('fallback.unavailable', { defaultValue: '{{area}} is unavailable right now.', area });
  return (
    <div role="alert" className="remote-fallback" data-remote-fallback={remote} data-stage={stage}>
      <p>{reason}</p>
      <button type="button" onClick={onRetry}>
        {t('fallback.retry', { defaultValue: 'Try again' })}
      </button>
    </div>
  );
}

export function RemoteLoading({ remote }: { remote: string }) {
  const { t } = useFederationText();
  return (
    <div className="remote-loading" aria-busy="true" data-remote-loading={remote}>
      {t('loading', { defaultValue: 'Loading…' })}
    </div>
  );
}
