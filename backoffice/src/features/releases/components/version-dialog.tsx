import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select, TextField } from '@site/shared';
import type { AppReleaseStatus } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useMakePreviewLink } from '../api/make-preview-link';
import { usePromoteRelease } from '../api/promote-release';
import { useSetCanary } from '../api/set-canary';

export type VersionAction = 'promote' | 'canary' | 'preview';

/** Promote a version, run it as a canary on a share of browsers, or make a preview link for it. */
export function VersionDialog(props: {
  row: AppReleaseStatus;
  appName: string;
  action: VersionAction;
  onClose: () => void;
}) {
  const { row, action, onClose } = props;
  const { t } = useTranslation('bo');
  const promote = usePromoteRelease();
  const canary = useSetCanary();
  const preview = useMakePreviewLink();
  const candidates = row.published.filter((v) => v !== row.live).reverse();
  const [version, setVersion] = useState(row.canary ?? candidates[0] ?? '');
  const [percent, setPercent] = useState(String(row.canaryPercent || 10));
  const pending = promote.isPending || canary.isPending || preview.isPending;
  const error = promote.error ?? canary.error ?? preview.error;
  const run = () => {
    if (action === 'promote') promote.mutate({ app: row.app, version }, { onSuccess: onClose });
    else if (action === 'canary')
      canary.mutate({ app: row.app, version, percent: Number(percent) }, { onSuccess: onClose });
    else preview.mutate({ app: row.app, version });
  };
  const link = preview.data ? new URL(preview.data.url, window.location.origin).href : null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`releases.${action}One`, { app: props.appName })}
      footer={
        <div className="bo-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={pending} disabled={!version} onClick={run}>
            {t(`releases.${action}`)}
          </Button>
        </div>
      }
    >
      <div className="bo-form">
        <p>{t(`releases.${action}Explain`)}</p>
        {candidates.length === 0 ? <p className="bo-muted">{t('releases.noCandidate')}</p> : null}
        <Select
          label={t('releases.version')}
          value={version}
          options={candidates.map((v) => ({ value: v, label: v }))}
          onChange={(event) => setVersion(event.target.value)}
        />
        {action === 'canary' ? (
          <TextField
            label={t('releases.percent')}
            type="number"
            min={0}
            max={100}
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
          />
        ) : null}
        {link ? (
          <p role="status">
            {t('releases.previewReady')}{' '}
            <a className="bo-link bo-break" href={link} target="_blank" rel="noreferrer">
              {link}
            </a>
          </p>
        ) : null}
        {error ? (
          <p className="bo-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
