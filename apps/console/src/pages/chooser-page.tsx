import type { CatalogueEntry } from '@vigil/sdk/catalogue';
import { Button } from '@vigil/ui';
import { useLocation } from 'wouter';
import { session, settings, toasts } from '../app/services';
import { signOut } from '../app/sign-out';
import { useSystemLogo, useSystemTitle } from '../app/system-title';
import { useSystemInfoSync } from '../app/use-system-info-sync';
import { ProductIcon } from '../components/app-icon';
import { LanguageSwitch } from '../components/language-switch';
import { useTranslator } from '../i18n/use-t';
import type { ModuleCode } from '../routes/route-table';
import { moduleHome } from '../routes/route-table';
import { useSnapshot } from 'valtio';
import { adminEntryOf } from '../layout/use-admin-entry';
import { anyGranted, type ChooserCard, chooserCards } from './chooser-cards';
import { ChooserNoAccess } from './chooser-no-access';
import { useEnabledProducts } from './use-enabled-products';

/**
 * Every card is on the card surface, which is lighter than the page in both themes (the dark page
 * is the darkest background, not `muted`, which is lighter than a dark card). A usable card is
 * outlined in the primary colour and raised; a product not open yet is dashed, faded and grey.
 */
const cardEnabled = 'border-primary shadow-md hover:shadow-lg';
const cardDisabled = 'cursor-not-allowed border-dashed opacity-60 grayscale';
const cardLoading = 'cursor-progress';

/** The landing page: the device catalogue; a product the backend enables opens its module and is remembered. */
export default function ChooserPage() {
  const { t, language } = useTranslator();
  useSystemInfoSync();
  const title = useSystemTitle();
  const logo = useSystemLogo();
  const [, navigate] = useLocation();
  const { routeNames, permissions, user } = useSnapshot(session.state);
  const { products, loading } = useEnabledProducts();
  // Permissions count once getInfo has answered (a user is known); until then every card counts as granted.
  const admin = user ? adminEntryOf(permissions, routeNames) : null;
  const cards = chooserCards(products, routeNames, user ? permissions : null, admin !== null);
  // Once the user and its routes are known: nothing at all to open is said plainly, not as a wall of closed cards.
  const nothing = !loading && user !== null && routeNames !== null && !anyGranted(cards);
  const open = (module: ModuleCode | null, product: CatalogueEntry | null, granted: boolean) => {
    // Which products are open is not known yet: a click decides nothing.
    if (loading) return;
    if (module === null || product?.disabled || !granted) {
      toasts.toast({ title: t(granted ? 'spec.productNotOpen' : 'chooser.noAccess'), variant: 'warning' });
      return;
    }
    settings.setModule(module, product?.productid ?? '');
    // Administration opens at its first page the user holds (its home is personal info).
    navigate(module === 'user' && admin ? admin.path : moduleHome(module));
  };
  const name = (card: ChooserCard) =>
    card.kind === 'module' ? t(`module.${card.module}`) : language === 'en' ? card.product.name.en : card.product.name.zh;
  return (
    // The body does not scroll (spec §2): the chooser scrolls itself, and ends above a docked alarm popup.
    <div data-testid="chooser" className="h-dvh overflow-y-auto bg-muted text-foreground dark:bg-background" style={{ paddingBottom: 'calc(var(--alarm-dock, 0px) + var(--alarm-float, 0px))' }}>
      <header className="flex h-14 items-center gap-2 border-b bg-card px-4">
        <img data-testid="system-logo" src={logo} alt="" className="size-8 shrink-0 rounded object-contain" />
        <h1 data-testid="system-title" className="flex-1 truncate text-lg font-semibold text-primary">
          {title}
        </h1>
        <LanguageSwitch />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            void signOut();
            navigate('/login');
          }}
        >
          {t('layout.logout')}
        </Button>
      </header>
      {nothing ? (
        <ChooserNoAccess />
      ) : (
        <main className="mx-auto max-w-6xl p-6">
          <h2 className="mb-6 text-xl font-semibold">{t('chooser.heading')}</h2>
          {loading && (
            <p data-testid="chooser-loading" role="status" className="mb-4 text-sm text-muted-foreground">
              {t('chooser.loadingProducts')}
            </p>
          )}
          <ul aria-busy={loading || undefined} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {cards.map((card) => {
              const product = card.kind === 'product' ? card.product : null;
              const disabled = (product !== null && (product.disabled || card.module === null)) || !card.granted;
              // While the product list loads, a card is neither open nor closed (no data-disabled to read either way).
              const state = loading ? 'loading' : disabled ? 'closed' : 'open';
              return (
                <li key={product?.productid ?? card.module}>
                  <button
                    type="button"
                    data-testid={product ? 'product' : 'module-card'}
                    data-code={product?.code ?? card.module}
                    data-module={card.module ?? undefined}
                    data-state={state}
                    data-disabled={loading ? undefined : disabled}
                    aria-disabled={loading || disabled || undefined}
                    onClick={() => open(card.module, product, card.granted)}
                    className={`flex h-full w-full flex-col items-center gap-3 rounded-lg border bg-card p-5 text-center transition-shadow ${loading ? cardLoading : disabled ? cardDisabled : cardEnabled}`}
                  >
                    <ProductIcon icon={product?.icon ?? card.module ?? ''} className={`size-8 ${loading || disabled ? 'text-muted-foreground' : 'text-primary'}`} />
                    <span className="text-sm font-medium">{name(card)}</span>
                    <span className="text-xs text-muted-foreground">
                      {loading ? t('chooser.loading') : !card.granted ? t('chooser.noAccess') : disabled ? t('chooser.disabled') : product ? t('chooser.productId', { id: product.productid }) : card.module === 'user' ? t('chooser.adminHint') : t('chooser.noProduct')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </main>
      )}
    </div>
  );
}
