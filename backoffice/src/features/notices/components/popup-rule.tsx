import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@site/shared';
import { POPUP_REPEATS, type PopupRepeat } from '@site/shared/schemas';
import { errorText } from '../../../lib/model/error-text';
import { useSavePopupRule } from '../api/save-popup-rule';

/**
 * When the announcement popup comes back for a player (the whitelabel's `popupRepeat`, read by the shell's popup):
 * once per browser session and for a new popup, or only for a new popup. Never on register and help.
 */
export function PopupRule({ current, canManage }: { current: PopupRepeat; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const save = useSavePopupRule();
  const [choice, setChoice] = useState<PopupRepeat>(current);
  return (
    <section className="bo-card bo-popup-rule" aria-labelledby="popup-rule-title">
      <h2 id="popup-rule-title">{t('notices.popupRuleTitle')}</h2>
      <p className="bo-muted">{t(`notices.repeats.${current}.explain`)}</p>
      {canManage ? (
        <form
          className="bo-popup-rule__form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ popupRepeat: choice });
          }}
        >
          <Select
            label={t('notices.popupRuleLabel')}
            value={choice}
            onChange={(e) => setChoice(e.target.value as PopupRepeat)}
            options={POPUP_REPEATS.map((r) => ({ value: r, label: t(`notices.repeats.${r}.label`) }))}
          />
          <Button type="submit" variant="secondary" busy={save.isPending} disabled={choice === current}>
            {t('notices.popupRuleSave')}
          </Button>
        </form>
      ) : null}
      {save.error ? (
        <p className="bo-error" role="alert">
          {errorText(t, save.error)}
        </p>
      ) : null}
    </section>
  );
}
