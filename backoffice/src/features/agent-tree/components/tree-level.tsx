import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Skeleton } from '@site/shared';
import type { AgentTreeNode } from '@site/shared/schemas/operator';
import { useAgentTree } from '../api/get-agent-tree';

export interface TreeActions {
  canMove: boolean;
  onMove: (node: AgentTreeNode) => void;
}

/** One member: expand to see its direct downlines (fetched when opened), move it elsewhere. */
function TreeNode({
  node,
  actions,
  showPath,
}: {
  node: AgentTreeNode;
  actions: TreeActions;
  showPath?: boolean;
}) {
  const { t } = useTranslation('bo');
  const [open, setOpen] = useState(false);
  return (
    <li className="bo-tree__node">
      <div className="bo-tree__row">
        {node.downlines > 0 ? (
          <Button
            variant="ghost"
            className="bo-tree__toggle"
            aria-expanded={open}
            aria-label={t(open ? 'agentTree.collapse' : 'agentTree.expand', { account: node.account })}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </Button>
        ) : (
          <span className="bo-tree__toggle" aria-hidden="true" />
        )}
        <span className="bo-strong">{node.account}</span>
        <Badge tone={node.isAgent ? 'info' : 'neutral'}>
          {t(node.isAgent ? 'agentTree.agent' : 'agentTree.player')}
        </Badge>
        <span className="bo-muted">{t('agentTree.downlines', { count: node.downlines })}</span>
        {showPath && node.ancestors.length > 0 ? (
          <span className="bo-muted">{t('agentTree.under', { path: node.ancestors.join(' › ') })}</span>
        ) : null}
        {actions.canMove ? (
          <Button
            variant="secondary"
            className="bo-tree__move"
            onClick={() => actions.onMove(node)}
            aria-label={t('agentTree.moveOne', { account: node.account })}
          >
            {t('agentTree.move')}
          </Button>
        ) : null}
      </div>
      {open ? <TreeLevel parentId={node.id} actions={actions} /> : null}
    </li>
  );
}

/** A level of the tree: the top agents, a member's downlines, or the matches of a search (with where they sit). */
export function TreeLevel(props: { parentId?: number; q?: string; actions: TreeActions }) {
  const { t } = useTranslation('bo');
  const level = useAgentTree({
    ...(props.parentId ? { parentId: props.parentId } : {}),
    ...(props.q ? { q: props.q } : {}),
  });
  if (level.isPending) return <Skeleton height={40} />;
  if (level.error)
    return (
      <p className="bo-error" role="alert">
        {t('errors.generic')}{' '}
        <Button variant="secondary" onClick={() => void level.refetch()}>
          {t('agentTree.retry')}
        </Button>
      </p>
    );
  if (level.data.items.length === 0) return <p className="bo-muted">{t('agentTree.empty')}</p>;
  return (
    <ul className="bo-tree">
      {level.data.items.map((node) => (
        <TreeNode key={node.id} node={node} actions={props.actions} showPath={Boolean(props.q)} />
      ))}
      {level.data.truncated ? <li className="bo-muted">{t('agentTree.truncated')}</li> : null}
    </ul>
  );
}
