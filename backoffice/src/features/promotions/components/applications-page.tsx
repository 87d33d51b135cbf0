import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminApplicationSchema } from '@site/shared/schemas';
import { useMe } from '../../../lib/api/get-me';
import { DecisionDesk } from '../../../lib/components/decision-desk';
import { can, PERMISSIONS } from '../../../lib/model/permissions';
import { useApplications } from '../api/get-applications';
import { useDecideApplication } from '../api/decide-application';

type Application = z.infer<typeof adminApplicationSchema>;
const STATUSES = ['applying', 'approved', 'rejected'] as const;

/** Promotion applications: the member's remark and uploaded images, approve or reject with a remark. */
export function ApplicationsPage() {
  const { t } = useTranslation('bo');
  const me = useMe();
  const decide = useDecideApplication();
  return (
    <DecisionDesk<Application>
      ns="promotions"
      statuses={STATUSES}
      openStatus="applying"
      useRows={useApplications}
      decide={decide}
      canDecide={can(me.data, PERMISSIONS.promotionsDecide)}
      search={(row) => [row.account, String(row.id), String(row.promotionId), row.remark]}
      sort={{ key: 'account', value: (row) => row.account, label: 'sortAccount' }}
      columns={[
        { key: 'promotionId', header: t('promotions.promotion') },
        { key: 'remark', header: t('promotions.remark') },
        { key: 'imageCount', header: t('promotions.images'), align: 'end' },
      ]}
      csv={{
        file: 'promotion-applications.csv',
        columns: [
          { header: 'id', value: (r) => r.id },
          { header: 'promotion', value: (r) => r.promotionId },
          { header: 'member', value: (r) => r.account },
          { header: 'status', value: (r) => r.status },
          { header: 'remark', value: (r) => r.remark },
          { header: 'operator_remark', value: (r) => r.operatorRemark },
          { header: 'images', value: (r) => r.imageCount },
          { header: 'created_at', value: (r) => r.createdAt },
        ],
      }}
      closed={(row) => row.operatorRemark}
      maxLength={200}
      detail={(row) => (
        <>
          <p>{row.remark || t('promotions.noRemark')}</p>
          <div className="bo-images">
            {Array.from({ length: row.imageCount }, (_, n) => (
              <a
                key={n}
                href={`/wps/admin/promotions/applications/${row.id}/images/${n}`}
                target="_blank"
                rel="noreferrer"
              >
                <img
                  src={`/wps/admin/promotions/applications/${row.id}/images/${n}`}
                  alt={t('promotions.imageAlt', { n: n + 1 })}
                  loading="lazy"
                />
              </a>
            ))}
          </div>
        </>
      )}
    />
  );
}
