import { Link } from 'wouter';
import { useT } from '../i18n/use-t';

export default function NotFoundPage() {
  const t = useT();
  return (
    <main data-testid="not-found" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-background p-8 text-foreground">
      <h1 className="text-5xl font-bold text-primary">{t('notFound.heading')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <Link href="/" className="text-primary underline-offset-4 hover:underline">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
