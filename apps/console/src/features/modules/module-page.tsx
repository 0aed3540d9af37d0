import type { PageProps } from '../../app/pages';
import NotAvailablePage from '../../pages/not-available-page';
import { KIND_PAGES } from './kind-pages';
import { pageKindOf } from './page-kind-of';

/** Renders a module route by its page kind (registry data), or the not-available page for kinds not built yet. */
export default function ModulePage(props: PageProps) {
  const kind = props.route ? pageKindOf(props.route) : null;
  const Page = kind ? KIND_PAGES[kind]?.Component : undefined;
  return Page ? <Page {...props} /> : <NotAvailablePage {...props} />;
}
