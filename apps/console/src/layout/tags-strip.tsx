import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { settings, tags } from '../app/services';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { TipIconButton } from '../components/tip-icon-button';
import { useT } from '../i18n/use-t';
import { isModuleCode, moduleHome, REDIRECT_PREFIX } from '../routes/route-table';
import type { VisitedTag } from '../state/tags-store';

const action = 'inline-flex items-center gap-1 rounded px-2 py-1 text-xs whitespace-nowrap hover:bg-muted';

/** The chosen module's home page: its tab survives "close others" and "close all". */
function useHomeTag(): VisitedTag | undefined {
  const { module } = useSnapshot(settings.state);
  return isModuleCode(module) ? { path: moduleHome(module), title: `module.${module}` } : undefined;
}

/** Refresh, close others, close all: buttons on a wide screen, one menu on a phone. */
function TagsActions({ activePath }: { activePath: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const home = useHomeTag();
  const { mobile } = useSnapshot(settings.state);
  const actions = [
    { id: 'tags-refresh', label: t('tags.refresh'), run: () => navigate(`${REDIRECT_PREFIX}${activePath}`, { replace: true }) },
    { id: 'tags-close-others', label: t('tags.closeOthers'), run: () => tags.closeOthers(activePath, home) },
    { id: 'tags-close-all', label: t('tags.closeAll'), run: () => navigate(tags.closeAll(home)) },
  ] as const;
  if (mobile) {
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <TipIconButton size="icon-sm" data-testid="tags-menu" label={t('tags.actions')} icon="more" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {actions.map((a) => (
            <DropdownMenuItem key={a.id} data-testid={a.id} onSelect={a.run}>
              {a.label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  return (
    <div className="flex shrink-0 gap-1">
      {actions.map((a) => (
        <button key={a.id} type="button" data-testid={a.id} className={action} onClick={a.run}>
          {a.id === 'tags-refresh' && <AppIcon name="refresh" className="size-3" />}
          {a.label}
        </button>
      ))}
    </div>
  );
}

/** Visited pages; refresh goes through /redirect{fullPath}, and the list survives a reload. */
export function TagsStrip({ activePath }: { activePath: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { visited } = useSnapshot(tags.state);
  const close = (path: string) => {
    const next = tags.close(path, activePath);
    if (next) navigate(next);
  };
  return (
    <div data-testid="tags-strip" className="flex items-center gap-2 border-b bg-card px-2 py-1">
      <ul aria-label={t('tags.strip')} className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
        {visited.map((tag) => {
          const active = tag.path === activePath;
          return (
            <li
              key={tag.path}
              data-testid="tag"
              data-path={tag.path}
              data-active={active}
              className={`inline-flex shrink-0 items-center gap-1 rounded border px-2 py-0.5 text-xs ${active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background'}`}
            >
              <Link href={tag.path} aria-current={active ? 'page' : undefined}>
                {t(tag.title)}
              </Link>
              <IconTip label={t('tags.close')}>
                <button type="button" data-testid="tag-close" aria-label={`${t('tags.close')} ${t(tag.title)}`} onClick={() => close(tag.path)} className="rounded hover:bg-black/10">
                  <AppIcon name="close" className="size-3" />
                </button>
              </IconTip>
            </li>
          );
        })}
      </ul>
      <TagsActions activePath={activePath} />
    </div>
  );
}
