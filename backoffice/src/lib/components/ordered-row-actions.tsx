import { Button } from '@site/shared';

/** A row's own button after ↑ and ↓: its text is `label(key)`, its accessible name `label(`${key}Of`)`. */
export interface RowAction {
  key: 'edit' | 'translate' | 'delete';
  onClick: () => void;
}

/**
 * The buttons of one row of a list the operator orders (banners in a group, notices in a category, help topics in a
 * language): ↑ and ↓ (off at the ends and while the row moves), then the row's own actions. Every button names its
 * row for screen readers, from the feature's own keys: `label` answers `moveUp`, `moveDown`, `<action>` and
 * `<action>Of` with the row's title in them.
 */
export function OrderedRowActions({
  className,
  first,
  last,
  busy,
  label,
  onMove,
  actions,
}: {
  className: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  label: (key: string) => string;
  onMove: (direction: 'up' | 'down') => void;
  actions: readonly RowAction[];
}) {
  return (
    <div className={`bo-actions ${className}`}>
      <Button
        variant="ghost"
        disabled={first || busy}
        aria-label={label('moveUp')}
        onClick={() => onMove('up')}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        disabled={last || busy}
        aria-label={label('moveDown')}
        onClick={() => onMove('down')}
      >
        ↓
      </Button>
      {actions.map((action) => (
        <Button
          key={action.key}
          variant="secondary"
          aria-label={label(`${action.key}Of`)}
          onClick={action.onClick}
        >
          {label(action.key)}
        </Button>
      ))}
    </div>
  );
}
