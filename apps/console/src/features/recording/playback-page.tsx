import { Tabs, TabsContent, TabsList, TabsTrigger } from '@vigil/ui';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { PlaybackPanel } from './playback-panel';
import { RecordingTasks } from './recording-tasks';

/** 录像回放 (/hat-video/playback): two tabs, 回放 Playback (recorded files, a player that seeks) and 录像任务 Recording tasks. */
export default function PlaybackPage({ route }: PageProps) {
  return <ProductPage route={route} kind="videoPlayback" body={PlaybackBody} />;
}

function PlaybackBody({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  return (
    <Tabs defaultValue="playback" className="grid gap-3">
      <TabsList>
        <TabsTrigger value="playback">{t('playback.tab')}</TabsTrigger>
        <TabsTrigger value="tasks">{t('recording.title')}</TabsTrigger>
      </TabsList>
      <TabsContent value="playback">
        <PlaybackPanel module={module} productId={productId} />
      </TabsContent>
      <TabsContent value="tasks">
        <RecordingTasks module={module} productId={productId} />
      </TabsContent>
    </Tabs>
  );
}
