import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { tags } from '../app/services';
import { AppIcon } from '../components/app-icon';
import { useT } from '../i18n/use-t';
import { REDIRECT_PREFIX } from '../routes/route-table';

const action = 'inline-flex items-center gap-1 rounded px-2 py-1 text-xs hover:bg-muted';

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
      <ul aria-label={t('tags.strip')} className="flex flex-1 gap-1 overflow-x-auto">
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
              <button type="button" data-testid="tag-close" aria-label={`${t('tags.close')} ${t(tag.title)}`} onClick={() => close(tag.path)} className="rounded hover:bg-black/10">
                <AppIcon name="close" className="size-3" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex shrink-0 gap-1">
        <button type="button" data-testid="tags-refresh" className={action} onClick={() => navigate(`${REDIRECT_PREFIX}${activePath}`, { replace: true })}>
          <AppIcon name="refresh" className="size-3" />
          {t('tags.refresh')}
        </button>
        <button type="button" data-testid="tags-close-others" className={action} onClick={() => tags.closeOthers(activePath)}>
          {t('tags.closeOthers')}
        </button>
        <button type="button" data-testid="tags-close-all" className={action} onClick={() => navigate(tags.closeAll())}>
          {t('tags.closeAll')}
        </button>
      </div>
    </div>
  );
}
