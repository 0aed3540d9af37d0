import { canCall } from '@vigil/sdk/permissions';
import { Empty, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@vigil/ui';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../app/services';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useOwnSearch } from '../list/use-own-search';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { NOTIFY_TABS } from './notify-tabs';

/**
 * Notification settings of any module (/x-notices/…): contacts, persons in charge, alarm push frequency and device
 * sharing, one tab each (those whose list the user may call in the module). The tab is in the URL (`?tab=`);
 * switching tabs starts the new tab's list afresh.
 */
export default function NotifyPage({ route }: PageProps) {
  return <ProductPage route={route} kind="notices" body={NotifySettings} />;
}

function NotifySettings(props: ProductPageBodyProps) {
  const t = useT();
  const { permissions } = useSnapshot(session.state);
  const { search, go } = useOwnSearch();
  const tabs = NOTIFY_TABS.filter((tab) => canCall(permissions, tab.list, props.module));
  const asked = new URLSearchParams(search).get('tab');
  const current = tabs.find((tab) => tab.id === asked) ?? tabs[0];
  if (!current) return <Empty description={t('list.empty')} />;
  return (
    <Tabs value={current.id} onValueChange={(id) => go(new URLSearchParams({ tab: id }).toString())}>
      <TabsList aria-label={t('notify.tabs')}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {t(tab.label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="grid min-w-0 gap-4">
          <Suspense fallback={<Spinner label={t('list.loading')} />}>
            <tab.body {...props} />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}
