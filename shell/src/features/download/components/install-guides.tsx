import { useTranslation } from 'react-i18next';

const STEPS = {
  ios: ['ios_1', 'ios_2', 'ios_3', 'ios_4'],
  android: ['android_1', 'android_2', 'android_3'],
} as const;

/** Step-by-step install guides for iOS and Android (docs/site-rules.md "Product"); the ids match the resource URLs' hashes. */
export function InstallGuides() {
  const { t } = useTranslation('download');
  return (
    <div className="install-guides">
      {(['android', 'ios'] as const).map((platform) => (
        <section key={platform} id={platform} aria-labelledby={`guide-${platform}`}>
          <h2 id={`guide-${platform}`}>{t(`${platform}_title`)}</h2>
          <ol>
            {STEPS[platform].map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
