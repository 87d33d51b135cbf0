import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '@site/shared';
import { AppDownloadQr } from '../../../components/app-download-qr';
import { useShellUi } from '../../../stores/shell-ui-store';

/** Header "app download" modal: the QR codes and a link to the full guide page. */
export function AppDownloadModal() {
  const { t } = useTranslation('download');
  const modal = useShellUi((s) => s.modal);
  const close = useShellUi((s) => s.close);
  if (modal?.kind !== 'app-download') return null;
  return (
    <Modal open onClose={close} title={t('title')}>
      <AppDownloadQr />
      <Link to="/down" onClick={close}>
        {t('see_guides')}
      </Link>
    </Modal>
  );
}
