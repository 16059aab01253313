import { useId, useState } from 'react';
import { CONCEPT_NAME_MAX_CHARS, LEARNER_MESSAGES, type LearnerConcept } from '../../../shared/learner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useMergeConcept, useRenameConcept } from './api/edit-concept';
import { useConcepts } from './api/get-concepts';

function RenameForm({ concept, done }: { concept: LearnerConcept; done: () => void }) {
  const [name, setName] = useState(concept.name);
  const rename = useRenameConcept(concept.id);
  const blank = !name.trim();
  const id = useId();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        rename.mutate(name.trim(), {
          onSuccess: (saved) => {
            toast({ title: `Renamed to ${saved.name}` });
            done();
          },
        });
      }}
    >
      <Label htmlFor={`${id}-name`}>Name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={CONCEPT_NAME_MAX_CHARS}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={blank || rename.isError ? `${id}-name-error` : undefined}
        />
        <Button type="submit" disabled={blank || rename.isPending}>
          Rename
        </Button>
      </div>
      {(blank || rename.isError) && (
        <p id={`${id}-name-error`} role="alert" className="text-sm text-destructive">
          {blank ? LEARNER_MESSAGES.nameRequired : errorMessage(rename.error, 'The concept could not be renamed.')}
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
  if (others.length === 0)
    return <p className="text-sm text-muted-foreground">There is no other concept in {concept.subject} to merge with.</p>;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        merge.mutate(chosen, {
          onSuccess: (into) => {
            toast({ title: `Merged into ${into.name}` });
            done();
          },
        });
      }}
    >
      <Label htmlFor={`${id}-into`}>Merge into</Label>
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
          Merge
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Its evidence joins the other concept’s, and so does what you study on it later.</p>
      {merge.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(merge.error, 'The concepts could not be merged.')}
        </p>
      )}
    </form>
  );
}

/** "Edit" on a concept: rename it, or merge it into another concept of its subject. */
export function ConceptEditButton({ concept }: { concept: LearnerConcept }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`Edit ${concept.name}`}>
        Edit
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit “{concept.name}”</DialogTitle>
          <DialogDescription>Give the concept your own name, or merge it into another one that means the same to you.</DialogDescription>
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
