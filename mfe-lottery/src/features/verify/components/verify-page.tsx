import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ErrorState, Skeleton } from '@site/shared';
import type { LotteryVerifyResult } from '@site/shared/schemas';
import { useLotteryMenu } from '../../../lib/api/get-lottery-menu';
import { useLotteryVerify } from '../api/get-lottery-verify';
import { winningBalls } from '../../../lib/model/result-format';
import { Balls } from '../../../lib/components/balls';
import { verifyInBrowser, type BrowserVerdict } from '../model/verify-draw';
import '../../../lib/components/lottery-ui.css';

function Verdict({ answer }: { answer: LotteryVerifyResult }) {
  const { t } = useTranslation('lottery');
  const [verdict, setVerdict] = useState<BrowserVerdict | 'unsupported' | null>(null);
  const { issue, shape } = answer;
  useEffect(() => {
    let live = true;
    setVerdict(null);
    if (!issue.serverSeed) return;
    verifyInBrowser(shape, { ...issue, serverSeed: issue.serverSeed })
      .then((v) => live && setVerdict(v))
      .catch(() => live && setVerdict('unsupported'));
    return () => {
      live = false;
    };
  }, [issue, shape]);

  if (!issue.serverSeed) return <p role="status">{t('verify.notDrawn')}</p>;
  if (verdict === 'unsupported') return <ErrorState message={t('verify.unsupported')} />;
  if (!verdict) return <Skeleton height={60} />;
  const ok = verdict.commitOk && verdict.match;
  return (
    <section className="lot-card" aria-label={issue.issueNo} data-verdict={ok ? 'match' : 'mismatch'}>
      <p role="status" style={{ color: ok ? 'var(--success)' : 'var(--danger)', fontWeight: 600 }}>
        {verdict.match ? t('verify.match') : t('verify.mismatch')}
      </p>
      <p>{verdict.commitOk ? t('verify.commitOk') : t('verify.commitBad')}</p>
      <h3>{t('verify.computed')}</h3>
      <Balls values={winningBalls(verdict.computed, 30)} label={t('verify.computed')} />
      <h3>{t('verify.published')}</h3>
      <Balls values={winningBalls(issue.outcome, 30)} label={t('verify.published')} />
      <dl className="lot-mono">
        <dt>{t('table.commit')}</dt>
        <dd>{issue.seedCommit}</dd>
        <dt>{t('table.seed')}</dt>
        <dd>{issue.serverSeed}</dd>
      </dl>
    </section>
  );
}

/** /lottery/verify?gameCode&issue: recomputes a drawn issue in the browser (WebCrypto) from its revealed seed. */
export function VerifyPage() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const issueNo = params.get('issue') ?? '';
  const [draftGame, setDraftGame] = useState(gameCode);
  const [draftIssue, setDraftIssue] = useState(issueNo);
  const menu = useLotteryMenu();
  const answer = useLotteryVerify(gameCode, issueNo);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams({ gameCode: draftGame, issue: draftIssue.trim() });
  };

  return (
    <div className="lot-page">
      <h1 style={{ margin: 0 }}>{t('pages.verify')}</h1>
      <p>{t('verify.intro')}</p>
      <form className="lot-row" onSubmit={submit}>
        <label className="lot-row">
          {t('verify.game')}
          <select value={draftGame} onChange={(e) => setDraftGame(e.target.value)} required>
            <option value="" />
            {(menu.data?.games ?? []).map((g) => (
              <option key={g.gameCode} value={g.gameCode}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className="lot-row">
          {t('verify.issue')}
          <input value={draftIssue} onChange={(e) => setDraftIssue(e.target.value)} required maxLength={40} />
        </label>
        <Button type="submit">{t('verify.submit')}</Button>
      </form>
      {gameCode && issueNo ? (
        answer.isPending ? (
          <Skeleton height={80} />
        ) : answer.isError ? (
          <ErrorState message={t('verify.error')} onRetry={() => void answer.refetch()} />
        ) : (
          <Verdict answer={answer.data} />
        )
      ) : null}
    </div>
  );
}
