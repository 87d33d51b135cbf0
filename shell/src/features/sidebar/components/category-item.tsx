import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavCategory } from '../lib/game-nav';
import { CategoryIcon, Icon } from '../../../components/icons';

/** A game category with its provider sub-list; hover (or focus, or the toggle) opens the children. */
export function CategoryItem({ category, mini }: { category: NavCategory; mini: boolean }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const label = t(category.labelKey, { defaultValue: category.key });
  return (
    <li
      className={['left-bar__category', open ? 'is-open' : ''].join(' ')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <div className="left-bar__row">
        <NavLink
          to={category.to}
          className="left-bar__link"
          title={mini ? label : undefined}
          aria-label={mini ? label : undefined}
        >
          <span className="left-bar__icon" aria-hidden="true">
            <CategoryIcon gameType={category.key} />
          </span>
          <span className="left-bar__label">{label}</span>
        </NavLink>
        <button
          type="button"
          className="left-bar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('providers_of', { category: label })}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="expand" size={16} />
        </button>
      </div>
      {/* The provider links are rendered while the list is open: hidden, they were most of the menu's links. */}
      <ul id={listId} className="left-bar__children" hidden={!open}>
        {open
          ? category.children.map((child) => (
              <li key={child.key}>
                <NavLink to={child.to} className="left-bar__child">
                  {child.key === 'ALL' ? t('all') : child.label}
                </NavLink>
              </li>
            ))
          : null}
      </ul>
    </li>
  );
}
