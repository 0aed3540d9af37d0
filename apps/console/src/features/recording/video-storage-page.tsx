import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { RecordingTasks } from './recording-tasks';
import { VideoStoragePanel } from './video-storage-panel';

/** 视频存储 (/alarms-video/user-storage): the user's storage space and expiry, then the module's recording tasks. */
export default function VideoStoragePage({ route }: PageProps) {
  return <ProductPage route={route} kind="videoStorage" body={VideoStorageBody} />;
}

function VideoStorageBody({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <VideoStoragePanel />
      <section aria-labelledby="video-storage-tasks" className="grid gap-3">
        <h2 id="video-storage-tasks" className="font-medium">
          {t('recording.title')}
        </h2>
        <RecordingTasks module={module} productId={productId} />
      </section>
    </div>
  );
}
