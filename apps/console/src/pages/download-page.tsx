import { QRCodeSVG } from 'qrcode.react';
import { AuthFrame } from '../components/auth-frame';
import { appLinks } from '../components/app-links';
import { BackHomeLink } from '../components/back-home-link';
import { useT } from '../i18n/use-t';

export default function DownloadPage() {
  const t = useT();
  return (
    <AuthFrame heading={t('download.heading')}>
      <div className="grid grid-cols-2 gap-6 text-center text-sm">
        <figure className="grid justify-items-center gap-2">
          <QRCodeSVG value={appLinks().miniProgram} size={128} title={t('download.miniProgram')} />
          <figcaption>{t('download.miniProgram')}</figcaption>
        </figure>
        <figure className="grid justify-items-center gap-2">
          <QRCodeSVG value={appLinks().android} size={128} title={t('download.android')} />
          <figcaption>
            <a className="text-primary underline" href={appLinks().android}>
              {t('download.androidLink')}
            </a>
          </figcaption>
        </figure>
      </div>
      <div className="mt-6 text-center">
        <BackHomeLink />
      </div>
    </AuthFrame>
  );
}
