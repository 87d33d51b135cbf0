import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminPopupRuleSchema, type AdminPopupRule } from '@site/shared/schemas/operator';
import { noticeKeys } from './notice-keys';

/** `PUT /wps/admin/content/popup-rule` (`content.manage`; audited `content.popup-rule`): when the popup comes back. */
export const savePopupRule = (rule: AdminPopupRule) =>
  fetchParsed(adminPopupRuleSchema, { method: 'PUT', url: '/wps/admin/content/popup-rule', data: rule });
export const useSavePopupRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePopupRule,
    onSuccess: () => void client.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
};
