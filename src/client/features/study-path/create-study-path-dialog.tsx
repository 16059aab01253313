import { type FormEvent, useId, useState } from 'react';
import {
  PATH_DIFFICULTIES,
  PATH_TOPIC_MAX_CHARS,
  type PathDifficulty,
  STUDY_PATH_MESSAGES,
  STUDY_PATH_TOASTS,
} from '../../../shared/study-path';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useCreateStudyPath } from './api/create-study-path';
import { DIFFICULTY_LABELS, STUDY_PATH_TEXTS } from './study-path-texts';

const DEFAULT_DIFFICULTY: PathDifficulty = 'beginner';

interface CreateStudyPathDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Topic and level; while the roadmap is generated the dialog stays open and both buttons wait. */
export function CreateStudyPathDialog({ open, onOpenChange }: CreateStudyPathDialogProps) {
  const id = useId();
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState<PathDifficulty>(DEFAULT_DIFFICULTY);
  const create = useCreateStudyPath();
  const pending = create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = topic.trim();
    if (!trimmed) {
      toast({ title: STUDY_PATH_TOASTS.topicRequiredTitle, description: STUDY_PATH_MESSAGES.topicRequired, variant: 'destructive' });
      return;
    }
    create.mutate(
      { topic: trimmed, difficulty },
      {
        onSuccess: () => {
          onOpenChange(false);
          setTopic('');
          setDifficulty(DEFAULT_DIFFICULTY);
          toast({ title: STUDY_PATH_TOASTS.createdTitle, description: STUDY_PATH_TOASTS.created });
        },
        onError: (cause) =>
          toast({
            title: STUDY_PATH_TOASTS.errorTitle,
            description: errorMessage(cause, STUDY_PATH_TOASTS.createFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  // Closing mid-generation would hide a result that is still on its way.
  const changeOpen = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{STUDY_PATH_TEXTS.create}</DialogTitle>
          <DialogDescription>{STUDY_PATH_TEXTS.createDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={pending}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-topic`}>Topic</Label>
            <Input
              id={`${id}-topic`}
              value={topic}
              required
              maxLength={PATH_TOPIC_MAX_CHARS}
              placeholder="e.g. Machine Learning, Spanish, Guitar"
              autoComplete="off"
              readOnly={pending}
              onChange={(event) => setTopic(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-level`}>Level</Label>
            <select
              id={`${id}-level`}
              value={difficulty}
              disabled={pending}
              onChange={(event) => setDifficulty(event.target.value as PathDifficulty)}
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
            >
              {PATH_DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {DIFFICULTY_LABELS[level]}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? STUDY_PATH_TEXTS.generating : STUDY_PATH_TEXTS.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
