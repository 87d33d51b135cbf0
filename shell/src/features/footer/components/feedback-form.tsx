import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, useSessionStore } from '@site/shared';
import { errorText } from '../../../lib/error-text';
import { useShellUi } from '../../../stores/shell-ui-store';
import { sendFeedback } from '../api/send-feedback';

/** docs/site-rules.md "Input rules": feedback content at most 140 characters (counted as characters, not UTF-16 units). */
export const FEEDBACK_LIMIT = 140;

/** Feedback/complaints form; a visitor is asked to log in first (the call needs a session). */
export function FeedbackButton() {
  const { t } = useTranslation('footer');
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const length = [...content].length;

  const start = () => {
    if (!loggedIn) return useShellUi.getState().open({ kind: 'auth', tab: 'login' });
    setSent(false);
    setMessage(null);
    setOpen(true);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setMessage(t('common:not_empty'));
    if (length > FEEDBACK_LIMIT) return setMessage(t('feedback_limit'));
    setBusy(true);
    try {
      await sendFeedback(content);
      setSent(true);
      setContent('');
    } catch (e) {
      setMessage(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="ui-link" onClick={start}>
        {t('feedback')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('feedback')}>
        {sent ? (
          <p role="status">{t('feedback_thanks')}</p>
        ) : (
          <form onSubmit={submit} noValidate className="auth-form">
            <label htmlFor="feedback-content">{t('feedback_label')}</label>
            <textarea
              id="feedback-content"
              rows={5}
              value={content}
              aria-describedby="feedback-count"
              aria-invalid={length > FEEDBACK_LIMIT || undefined}
              onChange={(e) => setContent(e.target.value)}
            />
            <p id="feedback-count" className={length > FEEDBACK_LIMIT ? 'ui-field__error' : 'ui-field__hint'}>
              {t('feedback_count', { count: length, max: FEEDBACK_LIMIT })}
            </p>
            {message ? (
              <p role="alert" className="ui-field__error">
                {message}
              </p>
            ) : null}
            <Button type="submit" busy={busy}>
              {t('common:submit')}
            </Button>
          </form>
        )}
      </Modal>
    </>
  );
}
