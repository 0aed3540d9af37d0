import { Slot } from '@radix-ui/react-slot';
import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/** What the control must carry to be labelled and described by the field. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * The single form control, which receives the control props; or a function that places them itself —
   * needed when the focusable element is nested, e.g. `{(control) => <Select><SelectTrigger {...control} />…</Select>}`.
   */
  children: ReactElement | ((control: FormFieldControlProps) => ReactNode);
  hint?: ReactNode;
  /** Already-localized error message; its presence marks the control invalid. */
  error?: string | undefined;
  /** Shows a required marker (the control itself should carry `required`). */
  required?: boolean;
  /** Use an existing control id instead of a generated one. */
  id?: string;
  className?: string;
}

export function FormField({ label, children, hint, error, required = false, id, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const control: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-foreground">
        {required && (
          <span aria-hidden="true" className="mr-0.5 text-danger">
            *
          </span>
        )}
        {label}
      </label>
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
