import { deviceEndpoints } from '@vigil/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, Tag } from '@vigil/ui';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { callPermissionsInAnyModule } from '../list/call-permissions';
import { useOwnSearch } from '../list/use-own-search';
import { usePermission } from '../permissions/use-permission';
import { INBOX_KEY } from './inbox-keys';
import { MessageRecordList } from './message-record-list';
import { NoticeList } from './notice-list';
import { useUnreadCount } from './use-unread-count';

const TABS = ['notices', 'records'] as const;
type Tab = (typeof TABS)[number];

/**
 * The message centre (/message/message; /workuser/workuser redirects here, so it is one tab): the user's notices,
 * unread ones marked, and the voice and SMS message records. The open tab is in the URL (`?tab=records`); switching
 * starts the other list afresh, so the two lists never read each other's filters.
 */
export default function InboxPage() {
  const t = useT();
  const unread = useUnreadCount();
  const queryClient = useQueryClient();
  const { search, go } = useOwnSearch();
  const records = usePermission(callPermissionsInAnyModule(deviceEndpoints.messageDetails));
  const asked = new URLSearchParams(search).get('tab');
  const tab: Tab = asked === 'records' && records ? 'records' : 'notices';
  const readAll = async () => {
    if ((await fullClient.notices.readAll()).code === 200) await queryClient.invalidateQueries({ queryKey: INBOX_KEY });
  };
  return (
    <section className="grid min-w-0 gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold">{t('inbox.heading')}</h1>
        {unread !== null && (
          <Tag variant={unread > 0 ? 'danger' : 'default'} data-testid="message-unread">
            {t('inbox.unreadCount', { count: unread })}
          </Tag>
        )}
        {unread !== null && unread > 0 && (
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => void readAll()}>
            {t('inbox.readAll')}
          </Button>
        )}
      </header>
      <Tabs value={tab} onValueChange={(next) => go(next === 'notices' ? '' : `tab=${next}`)}>
        <TabsList>
          <TabsTrigger value="notices">{t('inbox.notices')}</TabsTrigger>
          {records && <TabsTrigger value="records">{t('inbox.records')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="notices">{tab === 'notices' && <NoticeList />}</TabsContent>
        {records && <TabsContent value="records">{tab === 'records' && <MessageRecordList />}</TabsContent>}
      </Tabs>
    </section>
  );
}
