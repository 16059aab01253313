import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button, type ButtonProps } from '../../components/ui/button';

/** A button that asks before doing something that cannot be undone (leave, remove, delete). */
export function ConfirmButton({
  children,
  title,
  description,
  confirm,
  onConfirm,
  ...buttonProps
}: ButtonProps & { title: string; description: string; confirm: string; onConfirm: () => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirm}
        onConfirm={onConfirm}
      />
    </>
  );
}
