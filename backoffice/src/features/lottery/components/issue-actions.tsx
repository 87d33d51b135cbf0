import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared';
import type { LotteryAdminIssue } from '@site/shared/schemas/operator';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { useActOnIssue, type IssueAction } from '../api/act-on-issue';
import { amount } from '../model/amount';

/**
 * The two operator levers (`lottery.manage`). Cancel is offered until settlement has paid anything, re-run once the
 * issue is drawn; the server decides anyway (409 LOTTERY_ISSUE_STATE_INVALID, said in words).
 */
export function IssueActions({ issue }: { issue: LotteryAdminIssue }) {
  const { t, i18n } = useTranslation('bo');
  const act = useActOnIssue();
  const [asking, setAsking] = useState<IssueAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canCancel =
    ['planned', 'open', 'closed'].includes(issue.state) ||
    (issue.state === 'drawn' && issue.orders.pending === issue.orders.count);
  const canSettle = ['drawn', 'settled', 'voided'].includes(issue.state);
  if (!canCancel && !canSettle) return null;
  return (
    <section className="bo-card" aria-labelledby="issue-actions-title">
      <h2 id="issue-actions-title">{t('lottery.actions')}</h2>
      <div className="bo-actions bo-actions--start">
        {canCancel ? (
          <Button variant="danger" onClick={() => setAsking('cancel')}>
            {t('lottery.cancel')}
          </Button>
        ) : null}
        {canSettle ? (
          <Button variant="secondary" onClick={() => setAsking('settle')}>
            {t('lottery.resettle')}
          </Button>
        ) : null}
      </div>
      {done ? (
        <p className="bo-success" role="status">
          {done}
        </p>
      ) : null}
      {asking ? (
        <ReasonDialog
          title={t(`lottery.${asking}Title`, { issue: issue.issueNo })}
          confirmLabel={t(asking === 'cancel' ? 'lottery.cancel' : 'lottery.resettle')}
          busy={act.isPending}
          error={act.error ? errorText(t, act.error) : null}
          onClose={() => {
            act.reset();
            setAsking(null);
          }}
          onConfirm={(reason) =>
            act.mutate(
              { gameCode: issue.gameCode, issueNo: issue.issueNo, action: asking, reason },
              {
                onSuccess: (result) => {
                  setDone(
                    t(`lottery.${asking}Done`, {
                      count: result.settledNow,
                      paid: amount(result.issue.orders.paid, i18n.language),
                    }),
                  );
                  setAsking(null);
                },
              },
            )
          }
        >
          <p>{t(`lottery.${asking}Explain`, { count: issue.orders.pending })}</p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
