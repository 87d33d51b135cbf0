import { useTranslation } from 'react-i18next';
import type { AdminAgentBill } from '@site/shared/schemas/operator';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { money } from '../../../lib/model/format';
import { usePayAgentBill } from '../api/pay-agent-bill';
import { useRejectAgentBill } from '../api/reject-agent-bill';

/** Pay now (from the upline's wallet) or reject, each with the reason the audit trail keeps. */
export function BillDecision(props: { bill: AdminAgentBill; action: 'pay' | 'reject'; onClose: () => void }) {
  const { bill, action, onClose } = props;
  const { t, i18n } = useTranslation('bo');
  const pay = usePayAgentBill();
  const reject = useRejectAgentBill();
  const mutation = action === 'pay' ? pay : reject;
  const amount = money(bill.amount, bill.currency, i18n.language);
  return (
    <ReasonDialog
      title={t(`agentBills.${action}Title`, { id: bill.id })}
      confirmLabel={t(`agentBills.${action}`)}
      busy={mutation.isPending}
      error={mutation.error ? errorText(t, mutation.error) : null}
      onClose={onClose}
      onConfirm={(reason) =>
        mutation.mutate({ type: bill.type, id: bill.id, reason }, { onSuccess: onClose })
      }
    >
      <p>
        {t(`agentBills.${action}Explain`, { payer: bill.payerAccount, member: bill.memberAccount, amount })}
      </p>
    </ReasonDialog>
  );
}
