import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared';
import type { AgentTreeNode } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { MoveDialog } from './move-dialog';
import { TreeLevel } from './tree-level';

/** The agent tree (docs/back-office.md "Agents"): browse level by level or search; move a member to another upline. */
export function AgentTreePage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const { params, update } = useListParams({ sort: 'account', dir: 'asc' });
  const [text, setText] = useState(params.q);
  const [moving, setMoving] = useState<AgentTreeNode | null>(null);
  const actions = { canMove: can(me.data, PERMISSIONS.agentsManage), onMove: setMoving };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  return (
    <>
      <PageHeader title={t('nav.agentTree')} />
      <div className="bo-toolbar">
        <form className="bo-toolbar__search" role="search" onSubmit={submit}>
          <label className="bo-field">
            <span>{t('agentTree.search')}</span>
            <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <Button type="submit" variant="secondary">
            {t('list.search')}
          </Button>
        </form>
      </div>
      <section className="bo-card" aria-label={t('nav.agentTree')}>
        <TreeLevel key={params.q} {...(params.q ? { q: params.q } : {})} actions={actions} />
      </section>
      {moving ? <MoveDialog node={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
