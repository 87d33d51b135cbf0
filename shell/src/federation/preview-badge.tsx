import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@site/shared';
import { readFederationSettings } from './federation-config';
import { ensureRemotesRegistered } from './remote-registry';

/** The release service's preview parameter (server/src/modules/releases/preview.ts): `off` ends the pin. */
const EXIT_PREVIEW_URL = '/?release-preview=off';

/**
 * "Preview: mfe-lobby <version>" while a preview link pins this browser to an unpromoted version
 * (docs/adr/010-release-service.md "Preview"), with the way out. Reads the manifest the page already loads.
 */
export function PreviewBadge() {
  const { t } = useTranslation('federation');
  const [preview, setPreview] = useState<{ app: string; version: string } | null>(null);
  useEffect(() => {
    let live = true;
    // Through a promise: where federation cannot start (a test's jsdom), the badge stays away instead of failing
    // the layout; the page's own remote loading reports that failure.
    Promise.resolve()
      .then(() => ensureRemotesRegistered(readFederationSettings()))
      .then(
        (manifest) => live && setPreview(manifest.preview ?? null),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  if (!preview) return null;
  return (
    <aside className="preview-badge" aria-label={t('preview.badge', preview)}>
      <Badge tone="warning">{t('preview.badge', preview)}</Badge>
      <Button variant="secondary" onClick={() => window.location.assign(EXIT_PREVIEW_URL)}>
        {t('preview.exit')}
      </Button>
    </aside>
  );
}
