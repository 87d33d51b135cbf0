import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@site/shared';
import type { AppReleaseStatus } from '@site/shared/schemas/operator';
import { dateTime } from '../../../lib/model/format';
import { HistoryDialog } from './history-dialog';
import { RollbackDialog } from './rollback-dialog';
import { VersionDialog, type VersionAction } from './version-dialog';

type Open = VersionAction | 'rollback' | 'history' | null;

const rate = (value: number | null, language: string, none: string) =>
  value === null ? none : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** One app: what is live and what runs as a canary, how often each fails, and the moves staff may make. */
export function AppCard({ row }: { row: AppReleaseStatus }) {
  const { t, i18n } = useTranslation('bo');
  const [open, setOpen] = useState<Open>(null);
  const appName = t(`releases.apps.${row.app}`, { defaultValue: row.app });
  const none = t('releases.noSample');
  const facts: [string, string][] = [
    [t('releases.live'), row.live ?? '—'],
    [t('releases.since'), dateTime(row.liveSince, i18n.language)],
    [t('releases.liveFailures'), rate(row.liveFailureRate, i18n.language, none)],
    [t('releases.canaryVersion'), row.canary ? `${row.canary} · ${row.canaryPercent} %` : '—'],
    [t('releases.canaryFailures'), row.canary ? rate(row.canaryFailureRate, i18n.language, none) : '—'],
    [t('releases.published'), String(row.published.length)],
  ];
  const headingId = `release-${row.app}`;
  return (
    <section className="bo-card" aria-labelledby={headingId} data-testid={`release-${row.app}`}>
      <h2 id={headingId}>
        {appName}{' '}
        {row.canary && row.canaryPercent > 0 ? <Badge tone="warning">{t('releases.canaryRunning')}</Badge> : null}
      </h2>
      <dl className="bo-facts bo-facts--compact">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-fact={label}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="bo-actions bo-actions--wrap">
        <Button variant="danger" onClick={() => setOpen('rollback')} aria-label={t('releases.rollbackOne', { app: appName })}>
          {t('releases.rollback')}
        </Button>
        {(['promote', 'canary', 'preview'] as const).map((action) => (
          <Button
            key={action}
            variant="secondary"
            onClick={() => setOpen(action)}
            aria-label={t(`releases.${action}One`, { app: appName })}
          >
            {t(`releases.${action}`)}
          </Button>
        ))}
        <Button variant="ghost" onClick={() => setOpen('history')} aria-label={t('releases.historyOne', { app: appName })}>
          {t('releases.history')}
        </Button>
      </div>
      {open === 'rollback' ? <RollbackDialog row={row} appName={appName} onClose={() => setOpen(null)} /> : null}
      {open === 'promote' || open === 'canary' || open === 'preview' ? (
        <VersionDialog row={row} appName={appName} action={open} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'history' ? <HistoryDialog app={row.app} appName={appName} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
