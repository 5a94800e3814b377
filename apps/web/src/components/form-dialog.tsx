import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  /** Called on submit (the browser's own submission is prevented). */
  onSubmit: () => void;
  /** While the request runs: the submit button shows busyLabel, Cancel and Escape are disabled. */
  pending: boolean;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
  submitVariant?: 'primary' | 'danger';
  children: ReactNode;
}

/**
 * A dialog holding one form, with Cancel and a submit button in its footer. Enter in a field
 * submits, and the dialog cannot be dismissed half-way through a request.
 */
export function FormDialog({ open, title, description, size, onClose, onSubmit, pending, submitLabel, busyLabel, submitVariant, children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant={submitVariant} type="submit" form={formId} busy={pending} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {children}
      </form>
    </Dialog>
  );
}
