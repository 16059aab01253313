import { BookOpenCheck, CalendarDays, HelpCircle, MessageSquare } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  {
    icon: MessageSquare,
    title: 'AI Tutor chat',
    text: 'Ask follow-up questions as often as you like. Answers come with worked steps, formulas and examples at your level.',
  },
  {
    icon: BookOpenCheck,
    title: 'Quizzes with feedback',
    text: 'Turn a chapter, your notes or a PDF into multiple-choice and short-answer questions, then see what you got wrong and why.',
  },
  {
    icon: CalendarDays,
    title: 'Plans up to exam day',
    text: 'Give your subjects and exam date; get a dated day-by-day schedule with priorities, revision days and a mock test at the end.',
  },
  {
    icon: HelpCircle,
    title: 'Step-by-step doubt solver',
    text: "Stuck on a problem? Get the solution one step at a time, plus an Explain Like I'm 5 version when the idea is new.",
  },
];

export function Features() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight">{t('Everything you need between class and exam')}</h2>
          <p className="mt-3 text-muted-foreground">
            {t('Summaries, notes, study paths and a multi-modal Want To Learn assistant sit alongside these four.')}
          </p>
        </div>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="text-base">{t(title)}</CardTitle>
                <CardDescription>{t(text)}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
