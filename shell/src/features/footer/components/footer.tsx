import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHelpCenter, useVendors } from '@site/shared';
import { openServiceWindow, pickServiceLink } from '../../../lib/customer-service';
import { useMemberInfo } from '../../../api/get-member-info';
import { useServiceLinks } from '../../../hooks/use-whitelabel';
import { FeedbackButton } from './feedback-form';
import { GeneratedLogo } from './generated-logo';

/**
 * The copyright line's year comes from the clock (docs/decisions.md "Footer year"): a fixed 2024 read as an abandoned
 * site in 2026.
 */
export const copyrightYear = (now: Date = new Date()) => now.getFullYear();

const GAME_LINKS = [
  { to: '/live', key: 'cat_live' },
  { to: '/rng', key: 'cat_rng' },
  { to: '/sports', key: 'cat_sports' },
  { to: '/fish', key: 'cat_fish' },
  { to: '/pvp', key: 'cat_pvp' },
  { to: '/elott', key: 'cat_elott' },
] as const;

/** Footer (docs/site-rules.md "Screens"): games links, help list, contact us (service + feedback), provider logos, regulator, copyright. */
export function Footer() {
  const { t, i18n } = useTranslation('footer');
  const links = useServiceLinks();
  const rank = useMemberInfo()?.clubLabel.rankLevel ?? null;
  const service = pickServiceLink(links, rank);

  // Footer links are a convenience: a failed call leaves the column empty rather than an error.
  const topics = useHelpCenter(i18n.language).data ?? [];
  const vendors = useVendors().data;
  const providers = useMemo(
    () =>
      vendors ? [...new Set(vendors.flatMap((g) => g.vendors.map((v) => v.displayName)))].slice(0, 12) : [],
    [vendors],
  );

  return (
    <footer className="app-footer">
      <div className="app-footer__columns">
        <nav aria-labelledby="footer-games">
          <h2 id="footer-games">{t('games')}</h2>
          <ul>
            {GAME_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(`nav:${l.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('help')}</h2>
          <ul>
            {topics.slice(0, 6).map((topic) => (
              <li key={topic.id}>
                <Link to={`/help#topic-${topic.id}`}>{topic.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('contact_us')}</h2>
          <ul>
            {service ? (
              <li>
                <button type="button" className="ui-link" onClick={() => openServiceWindow(service)}>
                  {t('common:customer_service')}
                </button>
              </li>
            ) : null}
            <li>
              <FeedbackButton />
            </li>
          </ul>
        </section>
      </div>
      {providers.length ? (
        <section aria-label={t('providers')} className="app-footer__logos">
          {providers.map((p) => (
            <GeneratedLogo key={p} name={p} />
          ))}
        </section>
      ) : null}
      <div className="app-footer__bottom">
        <GeneratedLogo name={t('regulator')} width={120} />
        <p>{t('copyright', { year: copyrightYear() })}</p>
      </div>
    </footer>
  );
}
