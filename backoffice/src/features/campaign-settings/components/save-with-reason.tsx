import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared';
import { ReasonDialog } from '../../../lib/components/reason-dialog';

/**
 * A settings card's save: the form's problem (if any) beside a button that asks for the audit trail's reason.
 * `save` gets the reason and a callback that closes the dialog once the server took the change.
 */
export function SaveWithReason(props: {
  label: string;
  title: string;
  problem: string | null;
  changed: boolean;
  busy: boolean;
  error: string | null;
  save: (reason: string, done: () => void) => void;
}) {
  const { t } = useTranslation('bo');
  const [asking, setAsking] = useState(false);
  return (
    <div className="bo-settings__save">
      {props.problem ? (
        <p className="bo-error" role="alert">
          {props.problem}
        </p>
      ) : !props.changed ? (
        <p className="bo-muted">{t('campaignSettings.unchanged')}</p>
      ) : null}
      <Button disabled={Boolean(props.problem) || !props.changed} onClick={() => setAsking(true)}>
        {props.label}
      </Button>
      {asking ? (
        <ReasonDialog
          title={props.title}
          confirmLabel={t('common.save')}
          busy={props.busy}
          error={props.error}
          onClose={() => setAsking(false)}
          onConfirm={(reason) => props.save(reason, () => setAsking(false))}
        />
      ) : null}
    </div>
  );
}
