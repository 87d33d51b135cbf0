import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  formatDateTime,
  useSessionStore,
} from '@site/shared';
import {
  firstTierAboveParent,
  type ContractDto,
  type ContractKind,
  type ContractTier,
} from '@site/shared/schemas';
import { useContractAction } from '../api/decide-contract';
import { useContracts } from '../../../lib/api/get-contracts';
import { OfferForm } from './offer-form';
import { ReceivedRequests } from './received-requests';
import { RequestHistory } from './request-history';
import { RequestUpline } from './request-upline';

function Tiers({ tiers }: { tiers: readonly ContractTier[] }) {
  const { t } = useTranslation('agent');
  return (
    <table className="agent-tiers">
      <caption className="ui-visually-hidden">{t('contracts.tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contracts.rate')}</th>
          <th scope="col">{t('contracts.validBet')}</th>
          <th scope="col">{t('contracts.loss')}</th>
          <th scope="col">{t('contracts.activeMembers')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={i}>
            <td>{`${(tier.rateBp / 100).toFixed(2)} %`}</td>
            <td>
              <Amount value={tier.validBetMinor} minor />
            </td>
            <td>
              <Amount value={tier.lossMinor} minor />
            </td>
            <td>{tier.activeMembers}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Why a contract ended and when, in words (agent:contracts.endReasons.*) and, from an operator, their reason. */
function EndedLine({ contract }: { contract: ContractDto }) {
  const { t, i18n } = useTranslation('agent');
  if (!contract.endReason) return null;
  return (
    <p className="agent-hint">
      {t(`contracts.endReasons.${contract.endReason}`, { defaultValue: t(`states.${contract.state}`) })}
      {contract.endedAt ? ` · ${formatDateTime(contract.endedAt, i18n.language)}` : null}
      {contract.endNote ? (
        <>
          <br />
          {t('contracts.operatorNote', { note: contract.endNote })}
        </>
      ) : null}
    </p>
  );
}

/** How many of my own ended contracts stay on the page: enough to see why the last ones ended. */
const ENDED_SHOWN = 3;

/**
 * One contract kind (dividend, daily/hourly/real-time salary): the contract my upline offers or gave me, with
 * accept/reject/terminate, and the contracts I gave my direct downlines. Accepting warns by name about every
 * downline contract the new rates would end.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const me = useSessionStore((s) => s.account);
  const q = useContracts();
  const action = useContractAction();
  const [confirm, setConfirm] = useState<{
    contract: ContractDto;
    action: 'accept' | 'reject' | 'terminate';
  } | null>(null);
  // The offer form, for one downline when answering its request ('' = choose in the form).
  const [offering, setOffering] = useState<string | null>(null);

  if (q.isLoading) return <Skeleton />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const ofKind = (q.data ?? []).filter((c) => c.kind === kind);
  const mine = ofKind.filter(
    (c) => c.memberAccount === me && (c.state === 'offered' || c.state === 'accepted'),
  );
  const endedMine = ofKind
    .filter((c) => c.memberAccount === me && (c.state === 'terminated' || c.state === 'expired'))
    .sort((a, b) => (b.endedAt ?? '').localeCompare(a.endedAt ?? ''))
    .slice(0, ENDED_SHOWN);
  const given = ofKind.filter((c) => c.uplineAccount === me);
  const ceiling = mine.find((c) => c.state === 'accepted')?.tiers ?? null;
  const endangered = (offer: ContractDto) =>
    given
      .filter((c) => c.state === 'accepted' && firstTierAboveParent(c.tiers, offer.tiers) >= 0)
      .map((c) => c.memberAccount);

  const describe = (c: ContractDto) => (
    <article key={c.id} className="agent-contract" aria-labelledby={`contract-${c.id}`}>
      <h3 id={`contract-${c.id}`}>
        {c.memberAccount === me
          ? t('contracts.fromUpline', { account: c.uplineAccount })
          : t('contracts.toDownline', { account: c.memberAccount })}{' '}
        <Badge tone={c.state === 'accepted' ? 'success' : c.state === 'offered' ? 'warning' : 'neutral'}>
          {t(`states.${c.state}`)}
        </Badge>
      </h3>
      <p>{c.period ? t(`periods.${c.period}`) : t(`clocks.${kind}`)}</p>
      <EndedLine contract={c} />
      <Tiers tiers={c.tiers} />
      <div className="agent-actions">
        {c.memberAccount === me && c.state === 'offered' ? (
          <>
            <Button onClick={() => setConfirm({ contract: c, action: 'accept' })}>
              {t('contracts.accept')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm({ contract: c, action: 'reject' })}>
              {t('contracts.reject')}
            </Button>
          </>
        ) : null}
        {c.state === 'accepted' ? (
          <Button variant="danger" onClick={() => setConfirm({ contract: c, action: 'terminate' })}>
            {t('contracts.terminate')}
          </Button>
        ) : null}
      </div>
    </article>
  );

  const warn = confirm?.action === 'accept' ? endangered(confirm.contract) : [];
  return (
    <div className="agent-page">
      <h3>{t('contracts.mine')}</h3>
      {mine.length === 0 ? <EmptyState message={t('contracts.noneMine')} /> : mine.map(describe)}
      {mine.some((c) => c.state === 'offered') ? null : <RequestUpline kind={kind} />}
      {endedMine.length > 0 ? (
        <>
          <h3>{t('contracts.endedMine')}</h3>
          {endedMine.map(describe)}
        </>
      ) : null}
      <h3>{t('contracts.given')}</h3>
      {given.length === 0 ? <EmptyState message={t('contracts.noneGiven')} /> : given.map(describe)}
      <ReceivedRequests kind={kind} onOffer={setOffering} />
      {offering !== null ? (
        <OfferForm
          key={offering}
          kind={kind}
          ceiling={ceiling}
          memberAccount={offering}
          onDone={() => setOffering(null)}
          onCancel={() => setOffering(null)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setOffering('')}>
          {t('offer.open')}
        </Button>
      )}
      <RequestHistory kind={kind} />
      {confirm ? (
        <ConfirmDialog
          open
          title={t(`contracts.confirm.${confirm.action}`)}
          message={
            warn.length > 0
              ? t('contracts.lowerRateWarning', { accounts: warn.join(', ') })
              : t('contracts.confirm.body')
          }
          confirmLabel={t(`contracts.${confirm.action}`)}
          onConfirm={() =>
            action.mutate(
              { id: confirm.contract.id, action: confirm.action },
              { onSettled: () => setConfirm(null) },
            )
          }
          onCancel={() => setConfirm(null)}
          busy={action.isPending}
        />
      ) : null}
    </div>
  );
}
