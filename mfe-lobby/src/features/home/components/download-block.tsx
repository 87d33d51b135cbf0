import { memo, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useNearViewport } from '@site/shared';

// The block is at the bottom of home: its QR encoder loads when the block comes into view, not with every home view.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export const HOME_QR_SIZE = 143;

/** App download: Android/iOS buttons switch the 143 px QR target. Timings shown are static text. */
function DownloadBlockView({ links }: { links: { android: string; ios: string } }) {
  const { t } = useTranslation('lobby');
  const [os, setOs] = useState<'android' | 'ios'>('android');
  const [block, near] = useNearViewport<HTMLElement>();
  // The placeholder keeps the code's box, so nothing moves when it arrives.
  const placeholder = <span style={{ display: 'block', width: HOME_QR_SIZE, height: HOME_QR_SIZE }} />;
  return (
    <section aria-label={t('download')} ref={block}>
      <h2>{t('download')}</h2>
      <div role="group" aria-label={t('platform')} className="lobby-download__platforms">
        {(['android', 'ios'] as const).map((p) => (
          <Button
            key={p}
            variant={os === p ? 'primary' : 'secondary'}
            aria-pressed={os === p}
            onClick={() => setOs(p)}
          >
            {t(p)}
          </Button>
        ))}
      </div>
      {near ? (
        <Suspense fallback={placeholder}>
          <QRCodeSVG value={links[os]} size={HOME_QR_SIZE} title={t('qrFor', { platform: t(os) })} />
        </Suspense>
      ) : (
        placeholder
      )}
      <p>{t('downloadHint')}</p>
    </section>
  );
}

/** Memoised: home re-renders as each of its ten queries answers, and a block re-renders only for its own. */
export const DownloadBlock = memo(DownloadBlockView);
