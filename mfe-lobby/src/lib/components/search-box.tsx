import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Game-name search; the text is trimmed by the reducer/caller, submit starts at page 1. */
export function SearchBox({
  initial = '',
  onSearch,
  label,
}: {
  initial?: string;
  onSearch: (text: string) => void;
  label?: string;
}) {
  const { t } = useTranslation('lobby');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className="lobby-search" onSubmit={submit}>
      <input
        type="search"
        className="ui-field__input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={label ?? t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maxLength={100}
      />
      <button type="submit" className="ui-button ui-button--primary">
        {t('search')}
      </button>
    </form>
  );
}
