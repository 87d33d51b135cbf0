import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@site/shared';
import { HelpContent } from './help-content';

/** /help: the help centre as a modal over home; closing returns to home. */
export function HelpOverlay() {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  return (
    <Modal open onClose={() => navigate('/')} title={t('title')} className="help-modal">
      <HelpContent />
    </Modal>
  );
}
