import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Modal, TextField } from '@site/shared';
import type { MemberProfile, MemberStatusAction } from '@site/shared/schemas/operator';
import { dateTime } from '../../../lib/model/format';
import { errorText } from '../../../lib/model/error-text';
import { useChangeMemberStatus } from '../api/change-member-status';

/** The reason dialog of one status change; the error of a refused change stays in it. */
function ReasonDialog(props: { memberId: number; action: MemberStatusAction; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const change = useChangeMemberStatus(props.memberId);
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3;
  const submit = () =>
    change.mutate(
      { id: props.memberId, action: props.action, reason: reason.trim() },
      { onSuccess: props.onClose },
    );
  return (
    <Modal
      open
      onClose={props.onClose}
      title={t(`memberStatus.${props.action}.title`)}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} busy={change.isPending} disabled={!valid}>
            {t(`memberStatus.${props.action}.confirm`)}
          </Button>
        </div>
      }
    >
      <p>{t(`memberStatus.${props.action}.explain`)}</p>
      <TextField
        label={t('memberStatus.reason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
        required
      />
      {change.error ? (
        <p className="bo-error" role="alert">
          {errorText(t, change.error)}
        </p>
      ) : null}
    </Modal>
  );
}

/** Status (locked or not, password change pending) and, with `members.manage`, the buttons that change it. */
export function MemberStatusCard({ member, canManage }: { member: MemberProfile; canManage: boolean }) {
  const { t, i18n } = useTranslation('bo');
  const [action, setAction] = useState<MemberStatusAction | null>(null);
  return (
    <section className="bo-card" aria-labelledby="status-title">
      <h2 id="status-title">{t('memberStatus.title')}</h2>
      <p>
        {member.locked ? (
          <Badge tone="danger">{t('memberStatus.locked')}</Badge>
        ) : (
          <Badge tone="success">{t('memberStatus.active')}</Badge>
        )}{' '}
        {member.mustChangePassword ? <Badge tone="warning">{t('memberStatus.passwordPending')}</Badge> : null}
      </p>
      {member.locked ? (
        <p className="bo-muted">
          {t('memberStatus.lockedSince', {
            time: dateTime(member.lockedAt, i18n.language),
            reason: member.lockReason ?? '—',
          })}
        </p>
      ) : null}
      {canManage ? (
        <div className="bo-actions bo-actions--start">
          {member.locked ? (
            <Button variant="secondary" onClick={() => setAction('unlock')}>
              {t('memberStatus.unlock.button')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setAction('lock')}>
              {t('memberStatus.lock.button')}
            </Button>
          )}
          {member.mustChangePassword ? null : (
            <Button variant="secondary" onClick={() => setAction('force-password-change')}>
              {t('memberStatus.force-password-change.button')}
            </Button>
          )}
        </div>
      ) : null}
      {action ? <ReasonDialog memberId={member.id} action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
