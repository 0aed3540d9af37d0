import type { CatalogueEntry } from '@vigil/sdk/catalogue';
import { Button } from '@vigil/ui';
import { useLocation } from 'wouter';
import { session, settings, toasts } from '../app/services';
import { useSystemTitle } from '../app/system-title';
import { ProductIcon } from '../components/app-icon';
import { LanguageSwitch } from '../components/language-switch';
import { useTranslator } from '../i18n/use-t';
import { isModuleCode, moduleHome } from '../routes/route-table';
import { useEnabledProducts } from './use-enabled-products';

/**
 * Every card is on the card surface, which is lighter than the page in both themes (the dark page
 * is the darkest background, not `muted`, which is lighter than a dark card). A usable card is
 * outlined in the primary colour and raised; a product not open yet is dashed, faded and grey.
 */
const cardEnabled = 'border-primary shadow-md hover:shadow-lg';
const cardDisabled = 'cursor-not-allowed border-dashed opacity-60 grayscale';

/** The landing page: the device catalogue; a product the backend enables opens its module and is remembered. */
export default function ChooserPage() {
  const { t, language } = useTranslator();
  const title = useSystemTitle();
  const [, navigate] = useLocation();
  const products = useEnabledProducts();
  const open = (product: CatalogueEntry) => {
    if (product.disabled || !isModuleCode(product.code)) {
      toasts.toast({ title: t('spec.productNotOpen'), variant: 'warning' });
      return;
    }
    settings.setModule(product.code, product.productid);
    navigate(moduleHome(product.code));
  };
  return (
    // The body does not scroll (spec §2): the chooser scrolls itself, and ends above a docked alarm popup.
    <div data-testid="chooser" className="h-dvh overflow-y-auto bg-muted text-foreground dark:bg-background" style={{ paddingBottom: 'var(--alarm-dock, 0px)' }}>
      <header className="flex h-14 items-center gap-2 border-b bg-card px-4">
        <h1 data-testid="system-title" className="flex-1 truncate text-lg font-semibold text-primary">
          {title}
        </h1>
        <LanguageSwitch />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            session.clear();
            navigate('/login');
          }}
        >
          {t('layout.logout')}
        </Button>
      </header>
      <main className="mx-auto max-w-6xl p-6">
        <h2 className="mb-6 text-xl font-semibold">{t('chooser.heading')}</h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {products.map((product) => (
            <li key={product.productid}>
              <button
                type="button"
                data-testid="product"
                data-code={product.code}
                data-disabled={product.disabled}
                aria-disabled={product.disabled || undefined}
                onClick={() => open(product)}
                className={`flex h-full w-full flex-col items-center gap-3 rounded-lg border bg-card p-5 text-center transition ${product.disabled ? cardDisabled : cardEnabled}`}
              >
                <ProductIcon icon={product.icon} className={`size-8 ${product.disabled ? 'text-muted-foreground' : 'text-primary'}`} />
                <span className="text-sm font-medium">{language === 'en' ? product.name.en : product.name.zh}</span>
                <span className="text-xs text-muted-foreground">
                  {product.disabled ? t('chooser.disabled') : t('chooser.productId', { id: product.productid })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
