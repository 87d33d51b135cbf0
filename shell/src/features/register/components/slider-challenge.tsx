import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@site/shared';

type Challenge = Record<string, string | number>;

/**
 * The bot-check step (decision in docs/decisions.md): a slider the player drags (or moves with the keyboard) to the
 * end. It stops naive form-posting scripts and costs a human one gesture; the server accepts and ignores the data,
 * so real abuse protection stays server-side (rate limits, captcha after failures, SMS throttles).
 */
export function useSliderChallenge() {
  const { t } = useTranslation('register');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(0);
  const resolver = useRef<((c: Challenge | null) => void) | null>(null);
  const startedAt = useRef(0);

  const run = useCallback(
    () =>
      new Promise<Challenge | null>((resolve) => {
        resolver.current = resolve;
        startedAt.current = Date.now();
        setValue(0);
        setOpen(true);
      }),
    [],
  );

  const finish = (result: Challenge | null) => {
    setOpen(false);
    resolver.current?.(result);
    resolver.current = null;
  };

  const onChange = (next: number) => {
    setValue(next);
    if (next >= 100) finish({ slider: 100, elapsedMs: Date.now() - startedAt.current });
  };

  const element = (
    <Modal open={open} onClose={() => finish(null)} title={t('bot_check_title')} draggable={false}>
      <p id="slider-help">{t('bot_check_help')}</p>
      <input
        type="range"
        min={0}
        max={100}
        step={10}
        value={value}
        aria-label={t('bot_check_slider')}
        aria-describedby="slider-help"
        className="slider-challenge"
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </Modal>
  );
  return { run, element };
}
