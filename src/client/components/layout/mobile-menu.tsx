import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '../ui/button';
import { Sidebar } from './sidebar';
import { useTranslation } from 'react-i18next';

/**
 * The sidebar as a drawer under 768 px. Radix Dialog traps focus while open, closes on Escape
 * or a click outside, and returns focus to the button that opened it.
 */
interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the menu (it lives in the header, outside this dialog). */
  opener: RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({ open, onOpenChange, opener }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r bg-card shadow-xl focus:outline-none md:hidden"
        >
          <Dialog.Title className="sr-only">{t('Menu')}</Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute right-2 top-3" aria-label={t('Close menu')}>
              <X />
            </Button>
          </Dialog.Close>
          <Sidebar onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
