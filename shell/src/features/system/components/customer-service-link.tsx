import { useTranslation } from 'react-i18next';
import { openServiceWindow, pickServiceLink } from '../../../lib/customer-service';
import { useMemberInfo } from '../../../api/get-member-info';
import { useServiceLinks } from '../../../hooks/use-whitelabel';

/** "Contact customer service" for pages that replace the whole shell (maintenance, blocked). */
export function CustomerServiceLink() {
  const { t } = useTranslation('common');
  const links = useServiceLinks();
  const rank = useMemberInfo()?.clubLabel.rankLevel ?? null;
  const link = pickServiceLink(links, rank);
  if (!link) return null;
  return (
    <button type="button" className="ui-button ui-button--secondary" onClick={() => openServiceWindow(link)}>
      {t('customer_service')}
    </button>
  );
}
