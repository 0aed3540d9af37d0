import { Button } from '@vigil/ui';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../i18n/use-t';
import { AuthFrame } from './auth-frame';
import { FormAlert } from './form-parts';

interface AuthFormProps {
  heading: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A signed-out form (register, password recovery): its fields, the failure, a full-width submit and the way back to login. */
export function AuthForm({ heading, submitLabel, busy, error, onSubmit, children }: AuthFormProps) {
  const t = useT();
  return (
    <AuthFrame heading={heading}>
      <form className="grid gap-4" noValidate onSubmit={onSubmit}>
        {children}
        <FormAlert message={error} />
        <Button type="submit" loading={busy} className="w-full">
          {submitLabel}
        </Button>
      </form>
      <Link href="/login" className="mt-6 block text-center text-sm text-primary hover:underline">
        {t('register.toLogin')}
      </Link>
    </AuthFrame>
  );
}
