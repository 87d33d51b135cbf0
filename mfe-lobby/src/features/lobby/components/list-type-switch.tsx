import { useTranslation } from 'react-i18next';
import type { ListType } from '../model/lobby-state';

const TYPES: ListType[] = ['game', 'hot', 'fav', 'recent'];

/** all / hot / fav / recent; the active one is pressed, tapping it again returns to all. */
export function ListTypeSwitch({ value, onChange }: { value: ListType; onChange: (t: ListType) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <div role="group" aria-label={t('listType')}>
      {TYPES.map((type) => (
        <button key={type} type="button" aria-pressed={value === type} onClick={() => onChange(type)}>
          {t(`listTypes.${type}`)}
        </button>
      ))}
    </div>
  );
}
