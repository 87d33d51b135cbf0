import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, TextField } from '@site/shared';
import type { RegisterRule } from '@site/shared/schemas';
import { errorText } from '../../../lib/model/error-text';
import { useSetRegisterRule } from '../api/set-register-rule';
import { ReasonDialog } from '../../../lib/components/reason-dialog';

type Row = { field: string; rule: RegisterRule };

function RuleDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('bo');
  const save = useSetRegisterRule();
  const [rule, setRule] = useState<RegisterRule>(row.rule);
  const number = (key: 'minLength' | 'maxLength' | 'patternId', max: number) => (
    <TextField
      label={t(`site.rules.${key}`)}
      type="number"
      min={0}
      max={max}
      value={String(rule[key])}
      onChange={(event) => setRule({ ...rule, [key]: Number(event.target.value) || 0 })}
    />
  );
  const check = (key: 'enabled' | 'required') => (
    <label className="bo-check">
      <input
        type="checkbox"
        checked={rule[key]}
        onChange={(event) => setRule({ ...rule, [key]: event.target.checked })}
      />
      <span>{t(`site.rules.${key}`)}</span>
    </label>
  );
  return (
    <ReasonDialog
      title={t('site.rules.editOne', { field: t(`site.fields.${row.field}`, { defaultValue: row.field }) })}
      confirmLabel={t('site.rules.save')}
      busy={save.isPending}
      error={save.error ? errorText(t, save.error) : null}
      onClose={onClose}
      onConfirm={(reason) => save.mutate({ field: row.field, rule, reason }, { onSuccess: onClose })}
    >
      {check('enabled')}
      {check('required')}
      {number('minLength', 1000)}
      {number('maxLength', 1000)}
      {number('patternId', 20)}
    </ReasonDialog>
  );
}

/** The register form's fields: shown or not, required or not, lengths and the validation pattern. */
export function RegisterRulesTable({
  rules,
  canManage,
}: {
  rules: Record<string, RegisterRule>;
  canManage: boolean;
}) {
  const { t } = useTranslation('bo');
  const [editing, setEditing] = useState<Row | null>(null);
  const rows = Object.entries(rules).map(([field, rule]) => ({ field, rule }));
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
  const fieldName = (field: string) => t(`site.fields.${field}`, { defaultValue: field });
  return (
    <section className="bo-card" aria-labelledby="site-rules-title">
      <h2 id="site-rules-title">{t('site.rulesTitle')}</h2>
      <DataTable<Row>
        caption={t('site.rulesTitle')}
        hideCaption
        rows={rows}
        rowKey={(row) => row.field}
        loading={false}
        emptyMessage={t('site.rulesTitle')}
        columns={[
          { key: 'field', header: t('site.rules.field'), render: (row) => fieldName(row.field) },
          { key: 'enabled', header: t('site.rules.enabled'), render: (row) => yesNo(row.rule.enabled) },
          { key: 'required', header: t('site.rules.required'), render: (row) => yesNo(row.rule.required) },
          {
            key: 'length',
            header: t('site.rules.length'),
            render: (row) => `${row.rule.minLength}–${row.rule.maxLength}`,
          },
          { key: 'pattern', header: t('site.rules.patternId'), render: (row) => String(row.rule.patternId) },
          ...(canManage
            ? [
                {
                  key: 'edit',
                  header: t('common.actions'),
                  render: (row: Row) => (
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(row)}
                      aria-label={t('site.rules.editOne', { field: fieldName(row.field) })}
                    >
                      {t('site.rules.edit')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? <RuleDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
