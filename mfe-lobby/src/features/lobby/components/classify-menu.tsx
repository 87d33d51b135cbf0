import { useTranslation } from 'react-i18next';

/** Classification menu; the caller renders it only when more than one classification exists. */
export function ClassifyMenu({
  options,
  active,
  onSelect,
}: {
  options: string[];
  active: string;
  onSelect: (c: string) => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <div className="lobby-classify" role="group" aria-label={t('classification')}>
      {options.map((c) => (
        <button key={c} type="button" aria-pressed={active === c} onClick={() => onSelect(c)}>
          {t(`classify.${c}`, { defaultValue: c })}
        </button>
      ))}
    </div>
  );
}
