import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@site/shared';
import type { AdminGame } from '@site/shared/schemas/operator';
import { FormDialog } from '../../../lib/components/form-dialog';
import { useEditGame } from '../api/edit-game';

/** The highest place the call takes (adminGameEditSchema's `sortOrder`). */
const MAX_PLACE = 1_000_000;

/**
 * A game's place in its category typed as a number (lower first), for a jump the ↑/↓ buttons would take many
 * presses for. Games may share a number; the lobby then orders them by game id.
 */
export function PlaceDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const edit = useEditGame();
  const [text, setText] = useState(String(game.sortOrder));
  const [tried, setTried] = useState(false);
  const place = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
  const invalid = place === null || place > MAX_PLACE;
  return (
    <FormDialog
      title={t('games.placeOf', { name: game.name })}
      formClassName="bo-place-form"
      formId="game-place-form"
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (!invalid)
          edit.mutate({ gameId: game.gameId, edit: { sortOrder: place } }, { onSuccess: onClose });
      }}
      invalid={false}
      error={edit.error}
      busy={edit.isPending}
    >
      <TextField
        label={t('games.placeIn', { category: game.category })}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={tried && invalid ? t('games.placeRange', { max: MAX_PLACE.toLocaleString('en') }) : undefined}
        autoFocus
      />
      <p className="bo-muted">{t('games.placeHint', { place: game.sortOrder })}</p>
    </FormDialog>
  );
}
