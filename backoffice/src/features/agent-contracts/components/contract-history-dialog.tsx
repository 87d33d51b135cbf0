import { useTranslation } from 'react-i18next';
import { Badge, Button, ErrorState, Modal, Spinner } from '@site/shared';
import type { ContractEvent, ContractHistory } from '@site/shared/schemas/operator';
import { dateTime } from '../../../lib/model/format';
import { useContractHistory } from '../api/get-contract-history';
import './agent-contracts.css';
import { STATE_TONE, major, percent, splitActor } from '../model/contract-display';

/** A contract's tiers and every change of its state, oldest first, with who made it and why. */
export function ContractHistoryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const history = useContractHistory(id);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('agentContracts.historyOf', { id })}
      className="bo-modal-wide"
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('agentContracts.close')}
          </Button>
        </div>
      }
    >
      {history.isPending ? <Spinner /> : null}
      {history.error ? <ErrorState onRetry={() => void history.refetch()} /> : null}
      {history.data ? <HistoryBody data={history.data} /> : null}
    </Modal>
  );
}

function HistoryBody({ data }: { data: ContractHistory }) {
  const { t, i18n } = useTranslation('bo');
  const c = data.contract;
  const amount = (minor: number) => major(minor, i18n.language);
  return (
    <div className="bo-form">
      <p>
        {t('agentContracts.between', {
          kind: t(`agentContracts.kinds.${c.kind}`),
          member: c.memberAccount,
          upline: c.uplineAccount,
        })}
      </p>
      <table className="bo-contract-tiers">
        <caption>{t('agentContracts.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.tier')}</th>
            <th scope="col">{t('agentContracts.rate')}</th>
            <th scope="col">{t('agentContracts.validBet')}</th>
            <th scope="col">{t('agentContracts.loss')}</th>
            <th scope="col">{t('agentContracts.activeMembers')}</th>
          </tr>
        </thead>
        <tbody>
          {c.tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{percent(tier.rateBp)}</td>
              <td>{amount(tier.validBetMinor)}</td>
              <td>{amount(tier.lossMinor)}</td>
              <td>{tier.activeMembers}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="bo-contract-heading">{t('agentContracts.history')}</h3>
      <ol className="bo-contract-timeline" aria-label={t('agentContracts.history')}>
        {data.events.map((event) => (
          <li key={event.id}>
            <EventLine event={event} />
            <div className="bo-muted">
              {dateTime(event.at, i18n.language)} ·{' '}
              {t(`agentContracts.actors.${splitActor(event.actor).who}`, {
                name: splitActor(event.actor).name,
                defaultValue: event.actor,
              })}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function EventLine({ event }: { event: ContractEvent }) {
  const { t } = useTranslation('bo');
  return (
    <div>
      <Badge tone={STATE_TONE[event.toState]}>{t(`agentContracts.states.${event.toState}`)}</Badge>{' '}
      {event.reasonCode
        ? t(`agentContracts.reasons.${event.reasonCode}`, { defaultValue: event.reasonCode })
        : null}
      {event.note ? <q className="bo-contract-note">{event.note}</q> : null}
    </div>
  );
}
