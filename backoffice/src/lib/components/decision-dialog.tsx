import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@site/shared';

/** Approve or reject one request with a remark (the member sees it); an error stays in the dialog. */
export function DecisionDialog(props: {
  title: string;
  children: ReactNode;
  busy: boolean;
  error: string | null;
  remarkRequiredToReject?: boolean;
  maxLength: number;
  onDecide: (action: 'approve' | 'reject', remark: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const [remark, setRemark] = useState('');
  const rejectBlocked = props.remarkRequiredToReject !== false && remark.trim().length === 0;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.title}
      className="bo-modal-wide"
      footer={
        <div className="bo-actions">
          <Button
            variant="secondary"
            onClick={() => props.onDecide('reject', remark.trim())}
            busy={props.busy}
            disabled={rejectBlocked}
          >
            {t('decision.reject')}
          </Button>
          <Button onClick={() => props.onDecide('approve', remark.trim())} busy={props.busy}>
            {t('decision.approve')}
          </Button>
        </div>
      }
    >
      {props.children}
      <label className="bo-field bo-field--block">
        <span>{t('decision.remark')}</span>
        <textarea
          value={remark}
          maxLength={props.maxLength}
          rows={3}
          onChange={(event) => setRemark(event.target.value)}
        />
      </label>
      {props.error ? (
        <p className="bo-error" role="alert">
          {props.error}
        </p>
      ) : null}
    </Modal>
  );
}
