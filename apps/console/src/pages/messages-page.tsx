import { Empty, Spinner, Tag } from '@vigil/ui';
import { api } from '../app/api';
import { errorMessage } from '../components/form-error';
import { useRequest } from '../components/use-request';
import { useT } from '../i18n/use-t';

/** Message centre (/message/message and /workuser/workuser): the user's notices and the unread count. */
export default function MessagesPage() {
  const t = useT();
  const [notices] = useRequest(() => api.notices());
  const [unread] = useRequest(() => api.unreadNoticeCount());
  return (
    <section className="grid gap-4 p-4">
      <header className="flex items-center gap-3">
        <h1 className="text-lg font-semibold">{t('message.heading')}</h1>
        {unread.status === 'ok' && (
          <Tag variant="danger" data-testid="message-unread">
            {t('message.unread', { count: unread.data })}
          </Tag>
        )}
      </header>
      {notices.status === 'loading' && <Spinner />}
      {notices.status === 'error' && (
        <p role="alert" className="text-danger">
          {errorMessage(notices.error, t('common.requestFailed'))}
        </p>
      )}
      {notices.status === 'ok' &&
        (notices.data.length === 0 ? (
          <Empty description={t('message.empty')} />
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b text-muted-foreground">
              <tr>
                <th className="py-2">{t('message.title')}</th>
                <th>{t('message.type')}</th>
                <th>{t('message.status')}</th>
                <th>{t('message.time')}</th>
              </tr>
            </thead>
            <tbody>
              {notices.data.map((n) => (
                <tr key={n.id} data-testid="notice-row" className="border-b">
                  <td className="py-2">{n.title}</td>
                  <td>{n.type === '1' ? t('message.typeNotice') : t('message.typeAnnouncement')}</td>
                  <td>{n.status === '0' ? t('message.statusNormal') : t('message.statusClose')}</td>
                  <td>{n.createTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
