import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable } from '@site/shared';
import type { SiteFlag } from '@site/shared/schemas/operator';
import { errorText } from '../../../lib/model/error-text';
import { useSetFlag } from '../api/set-flag';
import { ReasonDialog } from '../../../lib/components/reason-dialog';

/** Every flag of the whitelabel tree, children under their module, with what it does for players. */
export function FlagsTable({ flags, canManage }: { flags: SiteFlag[]; canManage: boolean }) {
  const { t } = useTranslation('bo');
  const setFlag = useSetFlag();
  const [editing, setEditing] = useState<SiteFlag | null>(null);
  const name = (flag: string) => t(`site.flags.${flag}.name`);
  return (
    <section className="bo-card" aria-labelledby="site-flags-title">
      <h2 id="site-flags-title">{t('site.flagsTitle')}</h2>
      <DataTable<SiteFlag>
        caption={t('site.flagsTitle')}
        hideCaption
        rows={flags}
        rowKey={(row) => row.flag}
        loading={false}
        emptyMessage={t('site.flagsTitle')}
        columns={[
          {
            key: 'flag',
            header: t('site.flag'),
            render: (row) => (
              <span className={row.parent ? 'bo-tree-child' : 'bo-strong'}>
                {name(row.flag)}
                {row.parent ? (
                  <span className="bo-muted"> · {t('site.under', { parent: name(row.parent) })}</span>
                ) : null}
              </span>
            ),
          },
          { key: 'what', header: t('site.what'), render: (row) => t(`site.flags.${row.flag}.what`) },
          {
            key: 'enabled',
            header: t('site.state'),
            render: (row) => (
              <Badge tone={row.enabled ? 'success' : 'neutral'}>
                {row.enabled ? t('site.on') : t('site.off')}
              </Badge>
            ),
          },
          ...(canManage
            ? [
                {
                  key: 'change',
                  header: t('common.actions'),
                  render: (row: SiteFlag) => (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setFlag.reset();
                        setEditing(row);
                      }}
                      aria-label={t(row.enabled ? 'site.turnOffOne' : 'site.turnOnOne', {
                        name: name(row.flag),
                      })}
                    >
                      {row.enabled ? t('site.turnOff') : t('site.turnOn')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? (
        <ReasonDialog
          title={t(editing.enabled ? 'site.turnOffOne' : 'site.turnOnOne', { name: name(editing.flag) })}
          confirmLabel={editing.enabled ? t('site.turnOff') : t('site.turnOn')}
          busy={setFlag.isPending}
          error={setFlag.error ? errorText(t, setFlag.error) : null}
          onClose={() => setEditing(null)}
          onConfirm={(reason) =>
            setFlag.mutate(
              { flag: editing.flag, value: !editing.enabled, reason },
              { onSuccess: () => setEditing(null) },
            )
          }
        >
          <p>{t(`site.flags.${editing.flag}.what`)}</p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
