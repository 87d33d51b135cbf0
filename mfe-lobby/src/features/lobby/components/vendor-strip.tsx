import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorMappingEntry } from '@site/shared/schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const ARROWS_ABOVE = 5;

/** Provider strip: 20 px spacing, arrows only above 5 vendors; a tile toggles its filter. */
export function VendorStrip({
  vendors,
  active,
  onSelect,
}: {
  vendors: VendorMappingEntry[];
  active: string;
  onSelect: (v: string) => void;
}) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLDivElement>(null);
  const scroll = (dir: number) => track.current?.scrollBy?.({ left: dir * 300, behavior: 'smooth' });
  if (vendors.length === 0) return null;
  const arrows = vendors.length > ARROWS_ABOVE;
  return (
    <nav className="lobby-vendors" aria-label={t('vendors')}>
      {arrows ? (
        <button type="button" onClick={() => scroll(-1)} aria-label={t('previousVendors')}>
          <ChevronLeft aria-hidden="true" size={18} />
        </button>
      ) : null}
      <div className="lobby-vendors__track" ref={track}>
        {vendors.map((v) => (
          <button
            key={v.vassalage}
            type="button"
            aria-pressed={active === v.vassalage}
            onClick={() => onSelect(v.vassalage)}
          >
            {v.displayName}
            {v.maintenance ? ` · ${t('maintenanceShort')}` : ''}
          </button>
        ))}
      </div>
      {arrows ? (
        <button type="button" onClick={() => scroll(1)} aria-label={t('nextVendors')}>
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      ) : null}
    </nav>
  );
}
