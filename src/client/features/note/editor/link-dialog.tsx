import { useTranslation } from 'react-i18next';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LINK_EMPTY_MESSAGE, LINK_REFUSED_MESSAGE, normalizeLinkAddress } from './link-address';

/** The field's example: an address reads the same in every language. */
const EXAMPLE_ADDRESS = 'https://example.com';

interface LinkDialogProps {
  open: boolean;
  /** The address of the link under the cursor, when there is one. */
  currentHref: string;
  onOpenChange: (open: boolean) => void;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClosed: () => void;
}

/** Asks for a link's address in a small dialog, refusing schemes other than http, https and mailto. */
export function LinkDialog({ open, currentHref, onOpenChange, onApply, onRemove, onClosed }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        {/* Mounted per opening, so the field starts from the current link each time. */}
        <LinkForm currentHref={currentHref} onApply={onApply} onRemove={onRemove} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface LinkFormProps {
  currentHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

function LinkForm({ currentHref, onApply, onRemove, onCancel }: LinkFormProps) {
  const id = useId();
  const { t } = useTranslation('notes');
  const [address, setAddress] = useState(currentHref);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its events to the note form around the editor.
    event.stopPropagation();
    if (!address.trim()) {
      if (currentHref) onRemove();
      else setError(LINK_EMPTY_MESSAGE);
      return;
    }
    const href = normalizeLinkAddress(address);
    if (href) onApply(href);
    else setError(LINK_REFUSED_MESSAGE);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{currentHref ? t('Edit link') : t('Insert link')}</DialogTitle>
        <DialogDescription>{t('Link to a web page (http, https) or an e-mail address (mailto).')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-address`}>{t('Address')}</Label>
        <Input
          id={`${id}-address`}
          inputMode="url"
          autoComplete="url"
          placeholder={EXAMPLE_ADDRESS}
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
        />
        <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-destructive">
          {error ? t(error) : ''}
        </p>
      </div>
      <DialogFooter>
        {currentHref ? (
          <Button variant="outline" className="sm:mr-auto" onClick={onRemove}>
            {t('Remove link')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit">{t('Apply')}</Button>
      </DialogFooter>
    </form>
  );
}
