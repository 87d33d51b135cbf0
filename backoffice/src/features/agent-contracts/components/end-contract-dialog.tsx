import { useTranslation } from 'react-i18next';
import type { AdminContract } from '@site/shared/schemas/operator';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { useEndContract } from '../api/end-contract';

/** Ends a contract with the reason both agents read in their messages (and the audit trail keeps). */
export function EndContractDialog({ contract, onClose }: { contract: AdminContract; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const end = useEndContract();
  const offer = contract.state === 'offered';
  return (
    <ReasonDialog
      title={t(offer ? 'agentContracts.withdrawOf' : 'agentContracts.endOf', { id: contract.id })}
      confirmLabel={t(offer ? 'agentContracts.withdraw' : 'agentContracts.end')}
      busy={end.isPending}
      error={end.error ? errorText(t, end.error) : null}
      onClose={onClose}
      onConfirm={(reason) => end.mutate({ id: contract.id, reason }, { onSuccess: onClose })}
    >
      <p>
        {t(offer ? 'agentContracts.withdrawExplain' : 'agentContracts.endExplain', {
          kind: t(`agentContracts.kinds.${contract.kind}`),
          member: contract.memberAccount,
          upline: contract.uplineAccount,
        })}
      </p>
    </ReasonDialog>
  );
}
