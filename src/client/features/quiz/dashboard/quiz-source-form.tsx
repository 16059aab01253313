import { NotebookPen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_TEXT } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useMessage } from '../../../i18n/use-message';
import { errorMessage } from '../../../lib/api';
import { fetchFirstNoteContent } from '../api/first-note';
import { parseQuestionCount } from '../quiz-texts';

interface QuizSourceFormProps {
  text: string;
  onTextChange: (text: string, sourceNoteId: string | null) => void;
  pending: boolean;
  onGenerate: (input: { text: string; numQuestions: number }) => void;
}

/** The material (typed, pasted or from the newest note) and the number of questions. */
export function QuizSourceForm({ text, onTextChange, pending, onGenerate }: QuizSourceFormProps) {
  const ids = useId();
  const [count, setCount] = useState('');
  const [loadingNotes, setLoadingNotes] = useState(false);
  const { t } = useTranslation('quiz');
  const message = useMessage();

  async function fromNotes() {
    setLoadingNotes(true);
    try {
      const note = await fetchFirstNoteContent();
      if (!note)
        toast({ title: t('Error'), description: t('Please create some notes first using the Summarizer.'), variant: 'destructive' });
      else onTextChange(note.content, note.id);
    } catch (error) {
      toast({
        title: t('Failed to process notes'),
        description: errorMessage(error, t('Failed to process notes')),
        variant: 'destructive',
      });
    } finally {
      setLoadingNotes(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      toast({ title: t('Error'), description: message(QUIZ_TEXT.textRequired), variant: 'destructive' });
      return;
    }
    const numQuestions = parseQuestionCount(count);
    if (numQuestions === null) {
      toast({ title: t('Error'), description: message(QUIZ_TEXT.questionCount), variant: 'destructive' });
      return;
    }
    onGenerate({ text: text.trim(), numQuestions });
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('Generate a Quiz')}</h2>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} aria-busy={pending}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-content`}>{t('Content')}</Label>
            <textarea
              id={`${ids}-content`}
              rows={8}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              placeholder={t('Paste your study material here...')}
              value={text}
              onChange={(event) => onTextChange(event.target.value, null)}
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex w-40 flex-col gap-2">
              <Label htmlFor={`${ids}-count`}>{t('Number of Questions')}</Label>
              <Input
                id={`${ids}-count`}
                inputMode="numeric"
                placeholder={t('5–20')}
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            </div>
            <Button type="button" variant="outline" onClick={() => void fromNotes()} disabled={loadingNotes || pending}>
              <NotebookPen aria-hidden /> {loadingNotes ? t('Loading Notes...') : t('From Notes')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('Generating...') : t('Generate Quiz')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
