import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';

export const HOME_QR_SIZE = 143;

/** App download: Android/iOS buttons switch the 143 px QR target. Timings shown are static text. */
export function DownloadBlock({ links }: { links: { android: string; ios: string } }) {
  const { t } = useTranslation('lobby');
  const [os, setOs] = useState<'android' | 'ios'>('android');
  return (
    <section aria-label={t('download')}>
      <h2>{t('download')}</h2>
      <div role="group" aria-label={t('platform')}>
        {(['android', 'ios'] as const).map((p) => (
          <button key={p} type="button" aria-pressed={os === p} onClick={() => setOs(p)}>
            {t(p)}
          </button>
        ))}
      </div>
      <QRCodeSVG value={links[os]} size={HOME_QR_SIZE} title={t('qrFor', { platform: t(os) })} />
      <p>{t('downloadHint')}</p>
    </section>
  );
}
