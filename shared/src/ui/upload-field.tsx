import './styles/upload.css';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { UPLOAD_DEFAULTS, checkImages, type UploadProblem } from './image-check';
import { X } from 'lucide-react';

export interface UploadFieldProps {
  label: string;
  /** The chosen images (controlled); put them in the form state. */
  value: readonly File[];
  onChange: (files: File[]) => void;
  maxFiles?: number;
  maxSizeMb?: number;
  hint?: string;
  /** An error from the form (e.g. "required"); shown after the kit's own upload problems. */
  error?: string;
  disabled?: boolean;
}

/**
 * Image upload for applications and verification: png/jpg checked by content, at most `maxSizeMb` each and
 * `maxFiles` in all (docs/product.md "Input rules", "Limits": 5 MB, 3), with docs/product.md "Error messages" messages. Chosen files are listed with a remove button.
 */
export function UploadField({
  label,
  value,
  onChange,
  maxFiles = UPLOAD_DEFAULTS.maxFiles,
  maxSizeMb = UPLOAD_DEFAULTS.maxSizeMb,
  hint,
  error,
  disabled,
}: UploadFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const messages = [
    ...problems.map((p) => t(p, { count: maxFiles, size: maxSizeMb })),
    ...(error ? [error] : []),
  ];
  const full = value.length >= maxFiles;

  const onPick = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const { accepted, problems: found } = await checkImages(Array.from(list), value.length, {
      maxFiles,
      maxSizeMb,
    });
    setProblems(found);
    if (accepted.length > 0) onChange([...value, ...accepted]);
  };

  return (
    <div className="ui-field ui-upload">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple={maxFiles > 1}
        disabled={disabled || full}
        className="ui-upload__input"
        aria-describedby={
          [hint ? `${id}-hint` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        aria-invalid={messages.length ? true : undefined}
        onChange={(e) => {
          void onPick(e.target.files);
          // Let the same file be picked again after a remove.
          e.target.value = '';
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {messages.length ? (
        <p id={`${id}-error`} role="alert" className="ui-field__error">
          {messages.join(' ')}
        </p>
      ) : null}
      {value.length ? (
        <ul className="ui-upload__list">
          {value.map((file, i) => (
            <li key={`${file.name}-${i}`} className="ui-upload__item">
              <Preview file={file} />
              <span className="ui-upload__name">{file.name}</span>
              <Button
                variant="ghost"
                aria-label={`${t('remove')} ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  setProblems([]);
                  onChange(value.filter((_, j) => j !== i));
                }}
              >
                <X aria-hidden="true" size={16} />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? (
    <img src={url} alt="" className="ui-upload__thumb" />
  ) : (
    <span className="ui-upload__thumb" aria-hidden="true" />
  );
}
