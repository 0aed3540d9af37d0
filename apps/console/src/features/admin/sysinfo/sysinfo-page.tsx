import { siteConfigEndpoints } from '@vigil/sdk';
import { Spinner } from '@vigil/ui';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../data/query-error';
import { callPermissions } from '../../list/call-permissions';
import { AuthButton } from '../../permissions/auth-button';
import { AdminPage } from '../admin-page';
import { useSystemConfirm } from '../use-system-confirm';
import { LogoPanel } from './logo-panel';
import { SystemNamesForm } from './system-names-form';
import { useSystemInfo } from './use-system-info';

/** /sysinfo/sysinfo: the system names, the logo, and restoring both to the defaults. */
export default function SysinfoPage({ route }: PageProps) {
  return (
    <AdminPage route={route} kind="adminSystemConfig">
      <SystemSettings />
    </AdminPage>
  );
}

function SystemSettings() {
  const t = useT();
  const { query, refresh } = useSystemInfo();
  const confirm = useSystemConfirm();
  const info = query.data;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!info) return <Spinner label={t('list.loading')} />;
  // Spec §5: restoring the defaults is not needed (refused, with its reason) while the settings are the defaults.
  const restore = () => {
    if (info.isDefault === true) {
      toasts.toast({ title: t('sysinfo.alreadyDefault'), variant: 'warning' });
      return;
    }
    confirm.ask(t('sysinfo.confirmRestore'), async () => {
      const result = await fullClient.siteConfig.remove();
      if (result.code !== 200) return;
      toasts.toast({ title: t('sysinfo.restored'), variant: 'success' });
      await refresh();
    });
  };
  return (
    <div className="grid gap-4">
      <SystemNamesForm key={`${info.name}\u0000${info.nameEn ?? ''}`} info={info} onSaved={refresh} />
      <LogoPanel info={info} onSaved={refresh} ask={confirm.ask} />
      <div className="flex items-center gap-3">
        <AuthButton data-testid="sysinfo-restore" variant="outline" permissions={callPermissions(siteConfigEndpoints.remove, 'user')} onClick={restore}>
          {t('sysinfo.restore')}
        </AuthButton>
        <span className="text-xs text-muted-foreground">{t('sysinfo.restoreHint')}</span>
      </div>
      {confirm.element}
    </div>
  );
}
