import type { ReactNode } from 'react';
import { useSystemLogo, useSystemTitle } from '../app/system-title';
import { LanguageSwitch } from './language-switch';

/** The centred card shared by login, register, password recovery and download. */
export function AuthFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const title = useSystemTitle();
  const logo = useSystemLogo();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-muted px-4 py-10 text-foreground">
      <div className="absolute top-3 right-3">
        <LanguageSwitch />
      </div>
      <main className="w-full max-w-md rounded-lg border bg-card p-8 text-card-foreground shadow-sm">
        <img data-testid="system-logo" src={logo} alt="" className="mx-auto mb-2 size-12 rounded object-contain" />
        <p data-testid="system-title" className="mb-1 text-center text-sm font-medium text-primary">
          {title}
        </p>
        <h1 className="mb-6 text-center text-2xl font-semibold">{heading}</h1>
        {children}
      </main>
    </div>
  );
}
