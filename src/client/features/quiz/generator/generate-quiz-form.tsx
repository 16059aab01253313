import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearch } from 'wouter';
import { QUIZ_DEFAULT_DIFFICULTY, QUIZ_DIFFICULTIES, QUIZ_TEXT, type QuizDifficulty } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useGenerateQuiz } from '../api/generate-quiz';
import { DIFFICULTY_LABELS, parseQuestionCount, QUIZ_TOASTS } from '../quiz-texts';
import { QuizFileField } from './quiz-file-field';

const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** 'Create New Quiz': a topic, text or a .txt/.pdf file (at least one), a difficulty and a question count. */
export function GenerateQuizForm({ onGenerated }: { onGenerated: () => void }) {
  const ids = useId();
  const generate = useGenerateQuiz();
  // ?topic= fills it in: the progress screen's "Practise" opens the generator on one concept.
  const search = useSearch();
  const [topic, setTopic] = useState(() => new URLSearchParams(search).get('topic') ?? '');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [difficulty, setDifficulty] = useState<QuizDifficulty>(QUIZ_DEFAULT_DIFFICULTY);
  const [count, setCount] = useState('5');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim() && !text.trim() && !file) {
      toast({ title: QUIZ_TOASTS.inputRequiredTitle, description: QUIZ_TEXT.inputRequired, variant: 'destructive' });
      return;
    }
    const numQuestions = parseQuestionCount(count);
    if (numQuestions === null) {
      toast({ title: QUIZ_TOASTS.invalidCountTitle, description: QUIZ_TEXT.questionCount, variant: 'destructive' });
      return;
    }
    generate.mutate(
      { topic: topic.trim(), text: text.trim(), difficulty, numQuestions, file },
      {
        onSuccess: (quiz) => {
          toast({ title: QUIZ_TOASTS.generatedTitle, description: QUIZ_TOASTS.generated(quiz.title, quiz.questions.length) });
          setTopic('');
          setText('');
          setFile(null);
          setDifficulty(QUIZ_DEFAULT_DIFFICULTY);
          setCount('5');
          onGenerated();
        },
        onError: (error) =>
          toast({
            title: QUIZ_TOASTS.generationFailedTitle,
            description: errorMessage(error, QUIZ_TOASTS.generateFailed),
            variant: 'destructive',
          }),
      },
    );
  }

  const pending = generate.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="inline-flex items-center gap-2">
            <Sparkles className="size-5 text-primary" aria-hidden /> Create New Quiz
          </span>
        </CardTitle>
        <CardDescription>Give a topic, paste text or upload a file: any one of them is enough.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-5" onSubmit={submit} aria-busy={pending}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-topic`}>Topic</Label>
            <Input
              id={`${ids}-topic`}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              placeholder="e.g. Photosynthesis, World War I"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-text`}>Text Content</Label>
            <textarea
              id={`${ids}-text`}
              rows={8}
              className={fieldClass}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Paste the material to be quizzed on..."
            />
          </div>
          <QuizFileField id={`${ids}-file`} file={file} onChange={setFile} />
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-difficulty`}>Difficulty Level</Label>
              <select
                id={`${ids}-difficulty`}
                className={`${fieldClass} h-10`}
                value={difficulty}
                onChange={(e) => setDifficulty(e.target.value as QuizDifficulty)}
              >
                {QUIZ_DIFFICULTIES.map((level) => (
                  <option key={level} value={level}>
                    {DIFFICULTY_LABELS[level]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-count`}>Number of Questions</Label>
              <Input id={`${ids}-count`} type="number" min={1} max={20} value={count} onChange={(e) => setCount(e.target.value)} />
            </div>
          </div>
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? 'Generating Quiz...' : 'Generate Quiz'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
