import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@site/shared';
import type { LotteryAdminIssueDetail } from '@site/shared/schemas/operator';
import { sha256Hex } from '../model/commit-check';

type Check = { hash: string; matches: boolean } | { failed: true } | null;

/**
 * The commit-reveal record (docs/lottery.md "Fairness"): the commitment published before the issue opened, the seed
 * revealed at the draw, and "Verify": this browser hashes the seed and compares; the server's recomputation of the
 * numbers from the seed is shown beside it.
 */
export function CommitReveal({ detail }: { detail: LotteryAdminIssueDetail }) {
  const { t } = useTranslation('bo');
  const { issue, fairness } = detail;
  const [check, setCheck] = useState<Check>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    if (!issue.serverSeed) return;
    setBusy(true);
    try {
      const hash = await sha256Hex(issue.serverSeed);
      setCheck({ hash, matches: hash === issue.seedCommit });
    } catch {
      setCheck({ failed: true });
    } finally {
      setBusy(false);
    }
  };
  const verified = check && 'hash' in check && check.matches && fairness.outcomeMatches === true;
  return (
    <section className="bo-card" aria-labelledby="commit-reveal-title">
      <h2 id="commit-reveal-title">{t('lottery.commitReveal')}</h2>
      <dl className="bo-facts bo-facts--wide">
        <div>
          <dt>{t('lottery.commitment')}</dt>
          <dd>
            <code className="bo-break">{issue.seedCommit}</code>
          </dd>
        </div>
        <div>
          <dt>{t('lottery.seed')}</dt>
          <dd>
            {issue.serverSeed ? (
              <code className="bo-break">{issue.serverSeed}</code>
            ) : (
              <span className="bo-muted">{t('lottery.seedSecret')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.serverCheck')}</dt>
          <dd>
            {fairness.outcomeMatches === null
              ? '—'
              : fairness.outcomeMatches && fairness.commitMatches
                ? t('lottery.serverMatches')
                : t('lottery.serverMismatch')}
          </dd>
        </div>
      </dl>
      {issue.serverSeed ? (
        <div className="bo-actions bo-actions--start">
          <Button variant="secondary" busy={busy} onClick={() => void verify()}>
            {t('lottery.verify')}
          </Button>
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {check && 'failed' in check ? <p className="bo-error">{t('lottery.verifyUnavailable')}</p> : null}
        {check && 'hash' in check ? (
          <div className="bo-verify">
            <p>
              {t('lottery.hashOfSeed')} <code className="bo-break">{check.hash}</code>
            </p>
            <p>
              {verified ? (
                <Badge tone="success">{t('lottery.verified')}</Badge>
              ) : (
                <Badge tone="danger">{t('lottery.notVerified')}</Badge>
              )}{' '}
              {check.matches ? t('lottery.hashMatches') : t('lottery.hashMismatch')}
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
