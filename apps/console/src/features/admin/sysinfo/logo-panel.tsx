import { formatByteLimit, LOGO_MAX_BYTES, logoUploadBodySchema, type SystemInfo, siteConfigEndpoints } from '@vigil/sdk';
import { type ChangeEvent, useRef } from 'react';
import { Panel } from '@vigil/ui';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { logoOf } from '../../../app/system-title';
import { useT, useTranslateKey } from '../../../i18n/use-t';
import { callPermissions } from '../../list/call-permissions';
import { AuthButton } from '../../permissions/auth-button';

const MAX = formatByteLimit(LOGO_MAX_BYTES);

/**
 * The logo in use (the organisation's own or the default), a multipart upload of an image checked in the browser by
 * the sdk's rule (image, at most 256 KB: nothing is sent otherwise), and the way back to the default logo.
 */
export function LogoPanel({ info, onSaved, ask }: { info: SystemInfo; onSaved: () => Promise<unknown>; ask: (text: string, onConfirm: () => Promise<void>) => void }) {
  const t = useT();
  const translate = useTranslateKey();
  const input = useRef<HTMLInputElement>(null);
  const own = typeof info.logo === 'string' && info.logo !== '';
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = logoUploadBodySchema.safeParse({ file });
    if (!checked.success) {
      toasts.toast({ title: translate(checked.error.issues[0]?.message, { max: MAX }) ?? '', variant: 'error' });
      return;
    }
    const result = await fullClient.siteConfig.uploadLogo({ file });
    if (result.code !== 200) return;
    toasts.toast({ title: t('sysinfo.uploaded'), variant: 'success' });
    await onSaved();
  };
  const chooseDefault = async () => {
    // The sdk's name reads like a React hook to the linter; it is a plain call.
    const { useDefaultLogo: defaultLogo } = fullClient.siteConfig;
    const result = await defaultLogo();
    if (result.code !== 200) return;
    toasts.toast({ title: t('list.edited'), variant: 'success' });
    await onSaved();
  };
  return (
    <Panel title={t('sysinfo.logo')} className="max-w-md">
      <div className="flex items-center gap-4">
        <img data-testid="sysinfo-logo-preview" src={own ? (info.logo ?? '') : logoOf(null)} alt={t('sysinfo.logoAlt')} className="size-16 rounded border object-contain" />
        <p className="text-sm text-muted-foreground" data-testid="sysinfo-logo-state">
          {t(own ? 'sysinfo.logoPrivate' : 'sysinfo.logoDefault')}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">{t('sysinfo.logoHint', { max: MAX })}</p>
      <div className="flex flex-wrap gap-2">
        <AuthButton data-testid="sysinfo-upload" variant="outline" permissions={callPermissions(siteConfigEndpoints.uploadLogo, 'user')} onClick={() => input.current?.click()}>
          {t('sysinfo.uploadLogo')}
        </AuthButton>
        {own && (
          <AuthButton
            data-testid="sysinfo-default-logo"
            variant="outline"
            permissions={callPermissions(siteConfigEndpoints.useDefaultLogo, 'user')}
            onClick={() => ask(t('sysinfo.confirmDefaultLogo'), chooseDefault)}
          >
            {t('sysinfo.defaultLogo')}
          </AuthButton>
        )}
      </div>
      <input ref={input} type="file" accept="image/*" aria-label={t('sysinfo.logoFile')} className="hidden" data-testid="sysinfo-logo-file" onChange={(event) => void upload(event)} />
    </Panel>
  );
}
