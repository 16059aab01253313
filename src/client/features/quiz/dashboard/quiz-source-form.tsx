import { NotebookPen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QUIZ_TEXT } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { fetchFirstNoteContent } from '../api/first-note';
import { parseQuestionCount, QUIZ_TOASTS } from '../quiz-texts';

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

  async function fromNotes() {
    setLoadingNotes(true);
    try {
      const note = await fetchFirstNoteContent();
      if (!note) toast({ title: QUIZ_TOASTS.errorTitle, description: QUIZ_TOASTS.noNotes, variant: 'destructive' });
      else onTextChange(note.content, note.id);
    } catch (error) {
      toast({ title: QUIZ_TOASTS.notesFailed, description: errorMessage(error, QUIZ_TOASTS.notesFailed), variant: 'destructive' });
    } finally {
      setLoadingNotes(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      toast({ title: QUIZ_TOASTS.errorTitle, description: QUIZ_TEXT.textRequired, variant: 'destructive' });
      return;
    }
    const numQuestions = parseQuestionCount(count);
    if (numQuestions === null) {
      toast({ title: QUIZ_TOASTS.errorTitle, description: QUIZ_TEXT.questionCount, variant: 'destructive' });
      return;
    }
    onGenerate({ text: text.trim(), numQuestions });
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Generate a Quiz</h2>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} aria-busy={pending}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-content`}>Content</Label>
            <textarea
              id={`${ids}-content`}
              rows={8}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              placeholder="Paste your study material here..."
              value={text}
              onChange={(event) => onTextChange(event.target.value, null)}
            />
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex w-40 flex-col gap-2">
              <Label htmlFor={`${ids}-count`}>Number of Questions</Label>
              <Input
                id={`${ids}-count`}
                inputMode="numeric"
                placeholder="5–20"
                value={count}
                onChange={(event) => setCount(event.target.value)}
              />
            </div>
            <Button type="button" variant="outline" onClick={() => void fromNotes()} disabled={loadingNotes || pending}>
              <NotebookPen aria-hidden /> {loadingNotes ? 'Loading Notes...' : 'From Notes'}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Generating...' : 'Generate Quiz'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
