import { Button } from '@vigil/ui';
import { useLocation, useSearch } from 'wouter';
import { session } from '../app/services';
import { useT } from '../i18n/use-t';
import { HOME_PATH } from '../routes/access-guard';
import { safeRedirect } from '../routes/safe-redirect';

/** After a sign-in: keep the token and go where the login was asked from (a same-origin path only), else home. */
export function useFinishLogin() {
  const [, navigate] = useLocation();
  const search = useSearch();
  return (token: string) => {
    session.setToken(token);
    // Only a same-origin path is followed (no open redirect).
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')) ?? HOME_PATH, { replace: true });
  };
}

export function SubmitButton({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <Button data-testid="login-submit" type="submit" loading={busy} className="w-full">
      {busy ? t('login.submitting') : t('login.submit')}
    </Button>
  );
}
