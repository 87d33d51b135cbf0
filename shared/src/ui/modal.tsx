import './styles/modal.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from './focus-trap';
import { lockScroll } from './scroll-lock';
import { useDrag } from './use-drag';
import { X } from 'lucide-react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Outside click closes by default (docs/product.md "Screens and routes"); forced flows (change an expired password) turn it off. */
  closeOnOutsideClick?: boolean;
  /** Hide the × and ignore Escape, for steps the player must finish. */
  dismissible?: boolean;
  draggable?: boolean;
  className?: string;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The one modal wrapper (docs/product.md "Screens and routes" "generic modal wrapper"): portal, backdrop click closes, draggable by its
 * title bar, locks page scroll, traps Tab, Escape closes, and focus goes back to whatever opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalBody {...props} />, document.body);
}

function ModalBody({
  onClose,
  title,
  children,
  footer,
  closeOnOutsideClick = true,
  dismissible = true,
  draggable = true,
  className,
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const downOnBackdrop = useRef(false);
  const { offset, handleProps } = useDrag(draggable);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    const root = panel.current;
    if (root)
      (
        focusableIn(root).find((el) => el.dataset.autofocus !== undefined) ??
        focusableIn(root)[0] ??
        root
      ).focus();
    return () => {
      unlock();
      // Return focus only if it is still inside the closing modal or lost to <body>.
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panel.current) trapTab(event, panel.current);
  };

  return (
    <div
      className="ui-modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(e) => {
        downOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Both press and release on the backdrop: a text selection that ends outside must not close.
        if (e.target === e.currentTarget && downOnBackdrop.current && closeOnOutsideClick && dismissible)
          onClose();
      }}
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ui-modal', className].filter(Boolean).join(' ')}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
        onKeyDown={onKeyDown}
      >
        <div className="ui-modal__header" {...handleProps}>
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="ui-modal__close" aria-label={t('close')} onClick={onClose}>
              <X aria-hidden="true" size={18} />
            </button>
          ) : null}
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
