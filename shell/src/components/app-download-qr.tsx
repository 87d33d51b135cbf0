import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@site/shared';
import { useResources } from '../hooks/use-whitelabel';

// The QR encoder is not needed for the first paint: it loads when a download block first comes into view (the side
// bar's is below the fold on a desktop and inside the closed drawer on a phone).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** docs/site-rules.md "Limits": QR size 90 outside home. */
const QR_SIZE = 90;

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

/** App download block with QR codes for the Android and iOS resources the operator configured. */
export function AppDownloadQr({ size = QR_SIZE }: { size?: number }) {
  const { t } = useTranslation('nav');
  const resources = useResources();
  const apps = resources.filter((r) => r.key === 'android' || r.key === 'ios');
  const [box, near] = useNearViewport<HTMLDivElement>();
  if (apps.length === 0) return null;
  return (
    <div className="app-download-qr" ref={box}>
      {apps.map((app) => (
        <figure key={app.key}>
          {/* The placeholder keeps the code's box, so nothing moves when it arrives. */}
          {near ? (
            <Suspense fallback={<QrPlaceholder size={size} />}>
              <QRCodeSVG
                value={absolute(app.qrCodeUrl)}
                size={size}
                title={t('qr_for', { platform: app.labelNameEn })}
              />
            </Suspense>
          ) : (
            <QrPlaceholder size={size} />
          )}
          <figcaption>
            <a href={app.url}>{app.labelNameEn}</a>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function QrPlaceholder({ size }: { size: number }) {
  return (
    <span className="app-download-qr__placeholder" style={{ display: 'block', width: size, height: size }} />
  );
}
