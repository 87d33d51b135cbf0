import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Select } from '@site/shared';
import type { ChatAdminRoom } from '@site/shared/schemas/operator';
import { ReasonDialog } from '../../../lib/components/reason-dialog';
import { errorText } from '../../../lib/model/error-text';
import { useChatRooms } from '../api/get-chat-rooms';
import { useSetSlowMode } from '../api/set-slow-mode';
import { roomName } from './room-name';

/** The choices offered (seconds); the server takes 0–600. */
const SLOW_MODES = [0, 5, 10, 30, 60, 120, 300, 600] as const;

/** The rooms, how busy they were, and their slow mode (one message per member per N seconds). */
export function RoomsCard({ canModerate }: { canModerate: boolean }) {
  const { t, i18n } = useTranslation('bo');
  const rooms = useChatRooms();
  const slow = useSetSlowMode();
  const [editing, setEditing] = useState<ChatAdminRoom | null>(null);
  const [seconds, setSeconds] = useState(0);
  const seconds_ = (s: number) => (s === 0 ? t('chatMod.slowOff') : t('chatMod.seconds', { count: s }));
  return (
    <section className="bo-card" aria-labelledby="chat-rooms-title">
      <h2 id="chat-rooms-title">{t('chatMod.roomsTitle')}</h2>
      <DataTable<ChatAdminRoom>
        caption={t('chatMod.roomsTitle')}
        hideCaption
        rows={rooms.data?.rooms ?? []}
        rowKey={(r) => r.id}
        loading={rooms.isPending}
        error={Boolean(rooms.error)}
        onRetry={() => void rooms.refetch()}
        emptyMessage={t('chatMod.noRooms')}
        columns={[
          { key: 'room', header: t('chatMod.room'), render: (r) => roomName(r.id, t, i18n.language) },
          { key: 'messages', header: t('chatMod.messages24h'), align: 'end', render: (r) => r.messages24h },
          { key: 'slow', header: t('chatMod.slowMode'), render: (r) => seconds_(r.slowModeSeconds) },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (r) =>
              canModerate ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSeconds(r.slowModeSeconds);
                    setEditing(r);
                  }}
                  aria-label={t('chatMod.setSlowFor', { room: roomName(r.id, t, i18n.language) })}
                >
                  {t('chatMod.setSlow')}
                </Button>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <ReasonDialog
          title={t('chatMod.slowTitle', { room: roomName(editing.id, t, i18n.language) })}
          confirmLabel={t('chatMod.setSlow')}
          busy={slow.isPending}
          error={slow.error ? errorText(t, slow.error) : null}
          onClose={() => {
            slow.reset();
            setEditing(null);
          }}
          onConfirm={(reason) =>
            slow.mutate(
              { room: editing.id, slowModeSeconds: seconds, reason },
              { onSuccess: () => setEditing(null) },
            )
          }
        >
          <Select
            label={t('chatMod.slowMode')}
            value={String(seconds)}
            options={SLOW_MODES.map((s) => ({ value: String(s), label: seconds_(s) }))}
            onChange={(e) => setSeconds(Number(e.target.value))}
          />
        </ReasonDialog>
      ) : null}
    </section>
  );
}
