import {
  ERROR_CODES,
  type AgentAnnouncementPage,
  type AgentAnnouncementsQuery,
  type Announcement,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isAgentAccount } from '../member/account-type';
import { localizeContent } from '../system/content-language';
import { getLanguages } from '../system/system.service';
import * as repo from './agent.repository';

/**
 * The agent centre's announcement page: the site's announcements a signed-in member reads (audiences `public` and
 * `member`) and the agent-only ones the back office publishes (audience `agent`), newest first, in the asked language with
 * the operator-content fallback of docs/i18n.md. Read-only here: operators write agent announcements on the back office's Agent announcements screen.
 */
export async function listAgentAnnouncements(
  db: DbOrTrx,
  memberId: number,
  language: string,
  q: AgentAnnouncementsQuery,
  now: Date,
): Promise<AgentAnnouncementPage> {
  const me = await repo.findMemberById(db, memberId);
  if (!me || !isAgentAccount(me.type))
    throw new AppError(403, ERROR_CODES.NOT_AN_AGENT, 'Non-agents cannot log in to the agent centre');
  const [{ rows, total }, languages] = await Promise.all([
    repo.listMemberAnnouncements(db, q.page, q.pageSize, now),
    getLanguages(db),
  ]);
  return {
    items: rows.map((r) => {
      const text = localizeContent(r, r.translations, language, languages.defaultLanguage);
      return {
        id: r.id,
        title: text.title,
        content: text.content,
        category: r.category,
        audience: r.audience as Announcement['audience'],
        createdAt: new Date(r.created_at).toISOString(),
      };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
