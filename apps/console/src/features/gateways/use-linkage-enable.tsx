import { type Linkage, linkageEndpoints } from '@vigil/sdk';
import { Switch, Tag } from '@vigil/ui';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useSystemConfirm } from '../admin/use-system-confirm';
import { useAfterSave } from '../data/use-after-save';
import { useCanCall } from '../permissions/use-permission';
import { LINKAGE_KEY } from './linkage-key';

/**
 * The rules' 启用 column: a switch that asks 系统提示 (确认要"停用"联动规则"x"吗？) before enabling or disabling the rule;
 * a user who may not edit rules sees the state as a tag.
 */
export function useLinkageEnable(module: string) {
  const t = useT();
  const afterSave = useAfterSave([LINKAGE_KEY, module]);
  const mayEdit = useCanCall(linkageEndpoints.update, module);
  const confirm = useSystemConfirm();
  const cell = (rule: Linkage) => {
    if (!mayEdit) return <Tag variant={rule.enabled ? 'success' : 'default'}>{t(rule.enabled ? 'linkage.enable' : 'linkage.disable')}</Tag>;
    return (
      <Switch
        checked={rule.enabled}
        aria-label={t('linkage.enabledOf', { name: rule.name })}
        onCheckedChange={(on) =>
          confirm.ask(t('linkage.confirmEnable', { action: t(on ? 'linkage.enable' : 'linkage.disable'), name: rule.name }), async () => {
            await afterSave(fullClient.linkages.update({ id: rule.id, enabled: on }), on ? 'linkage.enabledDone' : 'linkage.disabledDone');
          })
        }
      />
    );
  };
  return { cell, element: confirm.element };
}
