import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  onConfirm: () => void;
  /** Called when the user cancels by button, Escape or the close button. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  closeLabel?: string;
  confirmVariant?: ButtonProps['variant'];
  /** Extra attributes of the two buttons (test ids, `data-*`); their click handlers stay the dialog's. */
  confirmButtonProps?: ButtonAttributes;
  cancelButtonProps?: ButtonAttributes;
}

type ButtonAttributes = Omit<ButtonProps, 'onClick' | 'children' | 'variant'> & { [data: `data-${string}`]: string | undefined };

/** A modal yes/no question (role alertdialog); it closes itself after either answer. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  closeLabel = 'Close',
  confirmVariant = 'primary',
  confirmButtonProps,
  cancelButtonProps,
}: ConfirmDialogProps) {
  const cancel = () => {
    onOpenChange(false);
    onCancel?.();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}>
      <DialogContent
        role="alertdialog"
        closeLabel={closeLabel}
        size="md"
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogFooter>
          <Button {...cancelButtonProps} variant="outline" onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button
            {...confirmButtonProps}
            variant={confirmVariant}
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
