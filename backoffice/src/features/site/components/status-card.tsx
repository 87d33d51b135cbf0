import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Select, TextField } from '@site/shared';
import type { AdminStatusRequest } from '@site/shared/schemas';
import type { SiteOverview } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { useSetStatus } from '../api/set-status';

type Mode = SiteOverview['status']['mode'];
const MODES: Mode[] = ['normal', 'maintenance', 'blocked'];

/** `datetime-local` gives local wall time without a zone; the server wants an instant with one. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);
const parseCountries = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

function CurrentStatus({ status }: { status: SiteOverview['status'] }) {
  const { t, i18n } = useTranslation('bo');
  const tone = status.mode === 'normal' ? 'success' : 'warning';
  return (
    <p data-testid="site-status">
      <Badge tone={tone}>{t(`site.modes.${status.mode}`)}</Badge>{' '}
      {status.mode === 'maintenance'
        ? status.until
          ? t('site.until', { time: dateTime(status.until, i18n.language) })
          : t('site.untilChanged')
        : null}
      {status.mode === 'blocked' ? t('site.blockedList', { countries: status.countries.join(', ') }) : null}
    </p>
  );
}

/** What players get: open, closed for maintenance until a time, or refused in some countries. */
export function StatusCard({ status, canManage }: { status: SiteOverview['status']; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const save = useSetStatus();
  const [mode, setMode] = useState<Mode>(status.mode);
  const [until, setUntil] = useState('');
  const [countries, setCountries] = useState(status.mode === 'blocked' ? status.countries.join(', ') : '');
  const [reason, setReason] = useState('');
  const body = (): AdminStatusRequest => {
    const why = reason.trim();
    if (mode === 'maintenance') return { mode, until: toInstant(until), reason: why };
    if (mode === 'blocked') return { mode, countries: parseCountries(countries), reason: why };
    return { mode, reason: why };
  };
  return (
    <section className="bo-card" aria-labelledby="site-status-title">
      <h2 id="site-status-title">{t('site.statusTitle')}</h2>
      <CurrentStatus status={status} />
      {canManage ? (
        <form
          className="bo-form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(body(), { onSuccess: () => setReason('') });
          }}
        >
          <Select
            label={t('site.mode')}
            value={mode}
            options={MODES.map((m) => ({ value: m, label: t(`site.modes.${m}`) }))}
            onChange={(event) => setMode(event.target.value as Mode)}
          />
          {mode === 'maintenance' ? (
            <TextField
              label={t('site.endTime')}
              type="datetime-local"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          ) : null}
          {mode === 'blocked' ? (
            <TextField
              label={t('site.countries')}
              value={countries}
              placeholder="US, FR"
              onChange={(event) => setCountries(event.target.value)}
              required
            />
          ) : null}
          <TextField
            label={t('site.reason')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            required
          />
          {save.error ? (
            <p className="bo-error" role="alert">
              {errorText(t, save.error)}
            </p>
          ) : null}
          {save.isSuccess ? (
            <p className="bo-success" role="status">
              {t('site.saved')}
            </p>
          ) : null}
          <div className="bo-actions">
            <Button type="submit" busy={save.isPending} disabled={!reason.trim()}>
              {t('site.saveStatus')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
