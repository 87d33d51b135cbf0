import { useTranslation } from 'react-i18next';
import { AppDownloadQr } from '../../../components/app-download-qr';
import { InstallGuides } from './install-guides';

/** docs/site-rules.md "Limits": the big QR size. */
const PAGE_QR_SIZE = 143;

/** /down: app download with QR codes and the install guides. */
export function DownloadPage() {
  const { t } = useTranslation('download');
  return (
    <section className="download-page" aria-labelledby="download-title">
      <h1 id="download-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <AppDownloadQr size={PAGE_QR_SIZE} />
      <InstallGuides />
    </section>
  );
}
