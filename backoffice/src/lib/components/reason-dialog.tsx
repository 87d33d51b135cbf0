import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@site/shared';

/** A change that needs its reason for the audit trail: the body says what changes, the button does it. */
export function ReasonDialog(props: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  children?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.title}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={props.busy} disabled={!reason.trim()} onClick={() => props.onConfirm(reason.trim())}>
            {props.confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="bo-form">
        {props.children}
        <TextField
          label={t('common.reason')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          required
        />
        {props.error ? (
          <p className="bo-error" role="alert">
            {props.error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
