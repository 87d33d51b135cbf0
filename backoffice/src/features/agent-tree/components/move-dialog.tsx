import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, TextField } from '@site/shared';
import type { AgentTreeNode } from '@site/shared/schemas/operator';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { useMoveMember } from '../api/move-member';

/** The refusal said by its rule (cycle, not an agent, same upline, running contract), never by the server's text. */
function moveError(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError && error.code === 'AGENT_MOVE_REFUSED') {
    const rule = (error.value as { rule?: string } | null)?.rule;
    if (rule) return t(`agentTree.refused.${rule}`);
  }
  return errorText(t as never, error);
}

export function MoveDialog({ node, onClose }: { node: AgentTreeNode; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const move = useMoveMember();
  const [upline, setUpline] = useState('');
  return (
    <ReasonDialog
      title={t('agentTree.moveOne', { account: node.account })}
      confirmLabel={t('agentTree.move')}
      busy={move.isPending}
      error={move.error ? moveError(t, move.error) : null}
      onClose={onClose}
      onConfirm={(reason) =>
        upline.trim() &&
        move.mutate({ id: node.id, uplineAccount: upline.trim(), reason }, { onSuccess: onClose })
      }
    >
      <p>{t('agentTree.moveExplain', { account: node.account, count: node.downlines })}</p>
      <TextField
        label={t('agentTree.newUpline')}
        value={upline}
        maxLength={50}
        onChange={(event) => setUpline(event.target.value)}
        required
      />
    </ReasonDialog>
  );
}
