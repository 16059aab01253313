import { useTranslation } from 'react-i18next';
import { CARD_SIDE_MAX_CHARS } from '../../../../shared/flashcards';
import { Label } from '../../../components/ui/label';
import { FIELD_CLASS } from '../field-class';

interface CardFieldsProps {
  idPrefix: string;
  front: string;
  back: string;
  onChange: (sides: { front: string; back: string }) => void;
}

/** Front and back of a card (Markdown and $math$ allowed), up to 4,000 characters each. */
export function CardFields({ idPrefix, front, back, onChange }: CardFieldsProps) {
  const { t } = useTranslation('flashcards');
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-front`}>{t('Front')}</Label>
        <textarea
          id={`${idPrefix}-front`}
          data-untranslated
          className={FIELD_CLASS}
          rows={2}
          maxLength={CARD_SIDE_MAX_CHARS}
          value={front}
          onChange={(event) => onChange({ front: event.target.value, back })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-back`}>{t('Back')}</Label>
        <textarea
          id={`${idPrefix}-back`}
          data-untranslated
          className={FIELD_CLASS}
          rows={3}
          maxLength={CARD_SIDE_MAX_CHARS}
          value={back}
          onChange={(event) => onChange({ front, back: event.target.value })}
        />
      </div>
    </>
  );
}
