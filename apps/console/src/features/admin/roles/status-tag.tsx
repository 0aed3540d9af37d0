import { Tag } from '@vigil/ui';
import { useT } from '../../../i18n/use-t';

/** A '0'/'1' status as RuoYi's sys_normal_disable dictionary shows it: 正常 (primary) or 停用 (danger). */
export function StatusTag({ status }: { status: string | undefined }) {
  const t = useT();
  const disabled = status === '1';
  return (
    <Tag variant={disabled ? 'danger' : 'primary'} data-status={status}>
      {t(disabled ? 'role.disabled' : 'role.normal')}
    </Tag>
  );
}
