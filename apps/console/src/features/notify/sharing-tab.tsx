import { useT } from '../../i18n/use-t';
import { ShareForm } from '../devices/share-form';
import { ShareList } from '../devices/share-list';
import type { ProductPageBodyProps } from '../modules/product-page';
import { useDeviceChoices } from './use-module-devices';

/** 设备分享: share one of the module's devices (picked first) with a phone, view or edit; the module's shares, each revocable. */
export function SharingTab({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const devices = useDeviceChoices(module, productId);
  return (
    <div className="grid min-w-0 gap-4">
      <ShareForm devices={devices} />
      <ShareList productId={productId} caption={t('notify.shareTable', { module: t(`module.${module}`) })} />
    </div>
  );
}
