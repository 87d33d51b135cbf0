import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { ReportsCard } from './reports-card';
import { RoomsCard } from './rooms-card';
import { SanctionDialog } from './sanction-dialog';
import { SanctionsCard } from './sanctions-card';

/**
 * Chat moderation (docs/chat.md "Moderation", docs/back-office.md "Running the site"): `chat.read` sees reports,
 * sanctions and rooms; `chat.moderate` deletes, mutes or bans, lifts and sets slow mode, each with a reason.
 */
export function ChatModerationPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const canModerate = can(me.data, PERMISSIONS.chatModerate);
  const [sanctioning, setSanctioning] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('nav.chat')} />
      <div className="bo-stack">
        <ReportsCard canModerate={canModerate} onSanction={setSanctioning} />
        <SanctionsCard canModerate={canModerate} onSanction={() => setSanctioning('')} />
        <RoomsCard canModerate={canModerate} />
      </div>
      {sanctioning !== null ? (
        <SanctionDialog account={sanctioning} onClose={() => setSanctioning(null)} />
      ) : null}
    </>
  );
}
