import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session, settings } from '../app/services';
import { signOut } from '../app/sign-out';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { useT } from '../i18n/use-t';
import { loginRedirect } from '../routes/access-guard';
import { useAdminEntry } from './use-admin-entry';

/** The top bar's user menu: personal info, member centre, administration (for its users), main menu, log out. */
export function UserMenu({ fullPath }: { fullPath: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session.state);
  const admin = useAdminEntry();
  return (
    <DropdownMenu>
      <IconTip label={t('layout.userMenu')}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" data-testid="user-menu">
            <AppIcon name="user" />
            <span className="sr-only">{t('layout.userMenu')}</span>
            <span className="hidden max-w-24 truncate sm:inline">{user?.nickName || user?.userName}</span>
          </Button>
        </DropdownMenuTrigger>
      </IconTip>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate('/userinfo/userinfo')}>{t('layout.personalInfo')}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/members/members')}>{t('layout.memberCentre')}</DropdownMenuItem>
        {admin && (
          <DropdownMenuItem
            data-testid="menu-admin"
            onSelect={() => {
              settings.setModule('user', '');
              navigate(admin.path);
            }}
          >
            {t('module.user')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          data-testid="menu-main"
          onSelect={() => {
            settings.clearModule();
            navigate('/');
          }}
        >
          {t('layout.mainMenu')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-testid="menu-logout"
          onSelect={() => {
            void signOut();
            navigate(loginRedirect(fullPath));
          }}
        >
          {t('layout.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
