import { useTranslation } from 'react-i18next';
import { AGENT_PAGES, type AgentPage } from '@site/shared';
import { CONTRACT_PAGES, type ContractPage } from '../../../lib/model/contract-pages';
import { useConsolidated } from '../../../lib/api/get-consolidated';
import { useContracts } from '../../../lib/api/get-contracts';

const isContractPage = (page: AgentPage): page is ContractPage => page in CONTRACT_PAGES;

/** How long a contract page stays in the menu after its last contract ended, so both parties can read why. */
const ENDED_VISIBLE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The pages I may open: every team page, and a contract page only when the consolidated info enables that kind
 * for me, an offer of that kind waits for my answer (so I can accept my first contract), or a contract of that kind
 * ended within the last 30 days (docs/agents.md "Contract ends: what the agents read").
 */
export function useVisiblePages(): { pages: AgentPage[]; ready: boolean } {
  const consolidated = useConsolidated();
  const contracts = useContracts();
  const endedSince = Date.now() - ENDED_VISIBLE_MS;
  const pending = new Set(
    (contracts.data ?? [])
      .filter((c) => c.state === 'offered' || (c.endedAt !== null && Date.parse(c.endedAt) >= endedSince))
      .map((c) => c.kind),
  );
  const pages = AGENT_PAGES.filter((page) => {
    if (!isContractPage(page)) return true;
    const spec = CONTRACT_PAGES[page];
    return Boolean(consolidated.data?.[spec.flag]) || pending.has(spec.kind);
  });
  return { pages, ready: consolidated.isSuccess };
}

export function AgentNav({ current, onSelect }: { current: AgentPage; onSelect: (page: AgentPage) => void }) {
  const { t } = useTranslation('agent');
  const { pages } = useVisiblePages();
  return (
    <nav aria-label={t('nav.label')} className="agent-nav">
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === current ? 'page' : undefined}
              onClick={() => onSelect(page)}
            >
              {t(`overlay.pages.${page}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
