import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { QUIZ_DEFAULT_DIFFICULTY, QUIZ_DIFFICULTIES, QUIZ_TEXT, type QuizDifficulty } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useMessage } from '../../../i18n/use-message';
import { errorMessage } from '../../../lib/api';
import { useGenerateQuiz } from '../api/generate-quiz';
import { difficultyLabel, parseQuestionCount } from '../quiz-texts';
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
  const { t } = useTranslation('quiz');
  const message = useMessage();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim() && !text.trim() && !file) {
      toast({ title: t('Input Required'), description: message(QUIZ_TEXT.inputRequired), variant: 'destructive' });
      return;
    }
    const numQuestions = parseQuestionCount(count);
    if (numQuestions === null) {
      toast({ title: t('Invalid Number of Questions'), description: message(QUIZ_TEXT.questionCount), variant: 'destructive' });
      return;
    }
    generate.mutate(
      { topic: topic.trim(), text: text.trim(), difficulty, numQuestions, file },
      {
        onSuccess: (quiz) => {
          toast({
            title: t('Quiz Generated!'),
            description: t('Created "{title}" with {count, number} questions.', { title: quiz.title, count: quiz.questions.length }),
          });
          setTopic('');
          setText('');
          setFile(null);
          setDifficulty(QUIZ_DEFAULT_DIFFICULTY);
          setCount('5');
          onGenerated();
        },
        onError: (error) =>
          toast({
            title: t('Generation Failed'),
            description: errorMessage(error, t('Failed to generate quiz')),
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
            <Sparkles className="size-5 text-primary" aria-hidden /> {t('Create New Quiz')}
          </span>
        </CardTitle>
        <CardDescription>{t('Give a topic, paste text or upload a file: any one of them is enough.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-5" onSubmit={submit} aria-busy={pending}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-topic`}>{t('Topic')}</Label>
            <Input
              id={`${ids}-topic`}
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              placeholder={t('e.g. Photosynthesis, World War I')}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-text`}>{t('Text Content')}</Label>
            <textarea
              id={`${ids}-text`}
              rows={8}
              className={fieldClass}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('Paste the material to be quizzed on...')}
            />
          </div>
          <QuizFileField id={`${ids}-file`} file={file} onChange={setFile} />
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-difficulty`}>{t('Difficulty Level')}</Label>
              <select
                id={`${ids}-difficulty`}
                className={`${fieldClass} h-10`}
                value={difficulty}
                onChange={(e) => setDifficulty(e.target.value as QuizDifficulty)}
              >
                {QUIZ_DIFFICULTIES.map((level) => (
                  <option key={level} value={level}>
                    {difficultyLabel(t, level)}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${ids}-count`}>{t('Number of Questions')}</Label>
              <Input id={`${ids}-count`} type="number" min={1} max={20} value={count} onChange={(e) => setCount(e.target.value)} />
            </div>
          </div>
          <Button type="submit" disabled={pending} className="self-start">
            {pending ? t('Generating Quiz...') : t('Generate Quiz')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
