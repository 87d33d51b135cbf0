import { useTranslation } from 'react-i18next';
import { openServiceWindow, pickServiceLink } from '../../../lib/customer-service';
import { useMemberInfo } from '../../../api/get-member-info';
import { useServiceLinks } from '../../../hooks/use-whitelabel';
import { Icon } from '../../../components/icons';

/** Header customer-service button: VIP customer service above rank level 4, otherwise live chat; 440×750 popup. */
export function CustomerServiceButton() {
  const { t } = useTranslation('common');
  const links = useServiceLinks();
  const rank = useMemberInfo()?.clubLabel.rankLevel ?? null;
  const link = pickServiceLink(links, rank);
  if (!link) return null;
  return (
    <button
      type="button"
      className="icon-button cs-button"
      onClick={() => openServiceWindow(link)}
      aria-label={link.csType === 'VIP' ? t('vip_service') : t('live_chat')}
    >
      <Icon name="service" />
    </button>
  );
}
