import { I18nextProvider, useTranslation } from 'react-i18next';
import type { OverlayModule, OverlayModuleProps } from '@site/shared';
import { i18n } from '../app/i18n';

/**
 * The agent centre overlay (exposed as `./overlay`). The shell opens it for `overlay:open { owner:
 * 'mfe_agent', page }` inside its modal and has already checked access (agent types 1, 2, 41, 42).
 * Each page key renders its feature here: replace the placeholder with `features/<page>/`.
 */
function AgentOverlayPage({ page }: OverlayModuleProps<'mfe_agent'>) {
  const { t } = useTranslation('agent');
  return (
    <section className="overlay-page" data-overlay-content="mfe_agent">
      <h2>{t(`overlay.pages.${page}`)}</h2>
      <p>{t('comingSoon')}</p>
    </section>
  );
}

const AgentOverlay: OverlayModule<'mfe_agent'> = (props) => (
  <I18nextProvider i18n={i18n}>
    <AgentOverlayPage {...props} />
  </I18nextProvider>
);
export default AgentOverlay;
