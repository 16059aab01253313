import { useTranslation } from 'react-i18next';
const STEPS = [
  { title: 'Upload', text: 'Add a PDF chapter, your class notes, a photo of the board or just type the topic.' },
  { title: 'AI Summary', text: 'Studium pulls out the key ideas, simplifies hard sentences and lists the points to remember.' },
  { title: 'Quiz/Plan', text: 'Generate a quiz to test yourself, or a dated study plan that leads up to your exam.' },
  { title: 'Learn', text: 'Work through the plan, clear doubts step by step and watch your progress grow.' },
];

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section id="how-it-works" className="scroll-mt-20 border-y bg-muted/40 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-center text-3xl font-bold tracking-tight">{t('How It Works')}</h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{t(step.title)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
