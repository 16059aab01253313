import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATH_DIFFICULTIES, PATH_TOPIC_MAX_CHARS, type PathDifficulty, STUDY_PATH_MESSAGES } from '../../../shared/study-path';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { useCreateStudyPath } from './api/create-study-path';
import { difficultyLabel } from './path-labels';

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
  const { t } = useTranslation('study-path');
  const message = useMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = topic.trim();
    if (!trimmed) {
      toast({ title: t('Topic Required'), description: message(STUDY_PATH_MESSAGES.topicRequired), variant: 'destructive' });
      return;
    }
    create.mutate(
      { topic: trimmed, difficulty },
      {
        onSuccess: () => {
          onOpenChange(false);
          setTopic('');
          setDifficulty(DEFAULT_DIFFICULTY);
          toast({ title: t('Study Path Created!'), description: t('Your personalized learning roadmap is ready.') });
        },
        onError: (cause) =>
          toast({
            title: t('Error'),
            description: errorMessage(cause, t('Failed to create study path')),
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
          <DialogTitle>{t('Create Study Path')}</DialogTitle>
          <DialogDescription>
            {t('Choose a topic and where you are starting from; AI builds a step-by-step roadmap with free resources.')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={pending}>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-topic`}>{t('Topic')}</Label>
            <Input
              id={`${id}-topic`}
              value={topic}
              required
              maxLength={PATH_TOPIC_MAX_CHARS}
              placeholder={t('e.g. Machine Learning, Spanish, Guitar')}
              autoComplete="off"
              readOnly={pending}
              onChange={(event) => setTopic(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-level`}>{t('Level')}</Label>
            <select
              id={`${id}-level`}
              value={difficulty}
              disabled={pending}
              onChange={(event) => setDifficulty(event.target.value as PathDifficulty)}
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
            >
              {PATH_DIFFICULTIES.map((level) => (
                <option key={level} value={level}>
                  {difficultyLabel(t, level)}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => changeOpen(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('Generating...') : t('Create Study Path')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
