import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONCEPT_NAME_MAX_CHARS, LEARNER_MESSAGES, type LearnerConcept } from '../../../shared/learner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { subjectLabel } from './labels';
import { useMergeConcept, useRenameConcept } from './api/edit-concept';
import { useConcepts } from './api/get-concepts';

function RenameForm({ concept, done }: { concept: LearnerConcept; done: () => void }) {
  const [name, setName] = useState(concept.name);
  const rename = useRenameConcept(concept.id);
  const blank = !name.trim();
  const id = useId();
  const { t } = useTranslation('progress');
  const message = useMessage();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        rename.mutate(name.trim(), {
          onSuccess: (saved) => {
            toast({ title: t('Renamed to {name}', { name: saved.name }) });
            done();
          },
        });
      }}
    >
      <Label htmlFor={`${id}-name`}>{t('Name')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={CONCEPT_NAME_MAX_CHARS}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={blank || rename.isError ? `${id}-name-error` : undefined}
        />
        <Button type="submit" disabled={blank || rename.isPending}>
          {t('Rename')}
        </Button>
      </div>
      {(blank || rename.isError) && (
        <p id={`${id}-name-error`} role="alert" className="text-sm text-destructive">
          {blank ? message(LEARNER_MESSAGES.nameRequired) : errorMessage(rename.error, t('The concept could not be renamed.'))}
        </p>
      )}
    </form>
  );
}

function MergeForm({ concept, done }: { concept: LearnerConcept; done: () => void }) {
  const { data } = useConcepts();
  const others = (data ?? []).filter((item) => item.subject === concept.subject && item.id !== concept.id);
  const [intoId, setIntoId] = useState('');
  const merge = useMergeConcept(concept.id);
  const chosen = others.some((item) => item.id === intoId) ? intoId : (others[0]?.id ?? '');
  const id = useId();
  const { t } = useTranslation('progress');
  if (others.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t('There is no other concept in {subject} to merge with.', { subject: subjectLabel(t, concept.subject) })}
      </p>
    );
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        merge.mutate(chosen, {
          onSuccess: (into) => {
            toast({ title: t('Merged into {name}', { name: into.name }) });
            done();
          },
        });
      }}
    >
      <Label htmlFor={`${id}-into`}>{t('Merge into')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={`${id}-into`}
          value={chosen}
          onChange={(event) => setIntoId(event.target.value)}
          className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm"
        >
          {others.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" disabled={!chosen || merge.isPending}>
          {t('Merge')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('Its evidence joins the other concept’s, and so does what you study on it later.')}
      </p>
      {merge.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(merge.error, t('The concepts could not be merged.'))}
        </p>
      )}
    </form>
  );
}

/** "Edit" on a concept: rename it, or merge it into another concept of its subject. */
export function ConceptEditButton({ concept }: { concept: LearnerConcept }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { t } = useTranslation('progress');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={t('Edit {name}', { name: concept.name })}>
        {t('Edit')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Edit “{name}”', { name: concept.name })}</DialogTitle>
          <DialogDescription>
            {t('Give the concept your own name, or merge it into another one that means the same to you.')}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <>
            <RenameForm concept={concept} done={close} />
            <MergeForm concept={concept} done={close} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
