import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select, TextField } from '@site/shared';
import { errorText } from '../../../lib/model/error-text';
import { useSanctionMember } from '../api/sanction-member';

/** The lengths offered (minutes): the server takes 1 minute to 30 days. */
export const SANCTION_LENGTHS = [10, 60, 24 * 60, 7 * 24 * 60, 30 * 24 * 60] as const;

/** Mute or ban a member for a length, with the reason the audit row and the member's notice keep. */
export function SanctionDialog({ account: initial, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const sanction = useSanctionMember();
  const [account, setAccount] = useState(initial);
  const [kind, setKind] = useState<'mute' | 'ban'>('mute');
  const [minutes, setMinutes] = useState<number>(60);
  const [reason, setReason] = useState('');
  const ready = account.trim() && reason.trim();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('chatMod.sanctionTitle')}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={sanction.isPending}
            disabled={!ready}
            onClick={() =>
              sanction.mutate(
                { account: account.trim(), kind, minutes, reason: reason.trim() },
                { onSuccess: onClose },
              )
            }
          >
            {t(`chatMod.kinds.${kind}`)}
          </Button>
        </div>
      }
    >
      <div className="bo-form">
        <TextField
          label={t('chatMod.account')}
          value={account}
          maxLength={64}
          onChange={(e) => setAccount(e.target.value)}
          required
        />
        <Select
          label={t('chatMod.kind')}
          value={kind}
          options={(['mute', 'ban'] as const).map((k) => ({
            value: k,
            label: t(`chatMod.kindsExplained.${k}`),
          }))}
          onChange={(e) => setKind(e.target.value as 'mute' | 'ban')}
        />
        <Select
          label={t('chatMod.length')}
          value={String(minutes)}
          options={SANCTION_LENGTHS.map((m) => ({ value: String(m), label: t(`chatMod.lengths.${m}`) }))}
          onChange={(e) => setMinutes(Number(e.target.value))}
        />
        <TextField
          label={t('common.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        {sanction.error ? (
          <p className="bo-error" role="alert">
            {errorText(t, sanction.error)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
