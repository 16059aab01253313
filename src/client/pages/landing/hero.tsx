import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Trans, useTranslation } from 'react-i18next';

/** The quick quiz's options in the illustration; the second is right. */
const OPTIONS = ['Ribosome', 'Mitochondrion', 'Nucleus', 'Chloroplast'];

const PROMISES = ['No credit card needed', 'Works without an AI key', 'Your notes stay yours'];

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/60 to-background">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center md:py-24">
        <div className="space-y-6">
          <p className="inline-flex rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
            {t('For students, self-learners and educators')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            <Trans
              t={t}
              i18nKey="Study smarter with an AI tutor that works from <0>your own material</0>"
              components={[<span key="0" className="text-primary" />]}
            />
          </h1>
          <p className="text-lg text-muted-foreground">
            {t(
              'Upload a chapter, paste your notes or type a topic. Studium summarises it, quizzes you on it, plans your days up to the exam and explains every doubt step by step.',
            )}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href={signedIn ? '/dashboard' : '/sign-in'}>
                {signedIn ? t('Open your dashboard') : t('Try It Now')} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">{t('See how it works')}</a>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
                {t(promise)}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden className="rounded-2xl border bg-card p-5 shadow-xl">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('Doubt solver')}</p>
          <p className="mt-2 font-medium">{t('Solve 2x + 3 = 11')}</p>
          <ol className="mt-3 space-y-2 text-sm">
            <li className="rounded-md bg-muted p-2">{t('1. Subtract 3 from both sides: 2x = 8')}</li>
            <li className="rounded-md bg-muted p-2">{t('2. Divide both sides by 2: x = 4')}</li>
            <li className="rounded-md bg-emerald-100 p-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
              {t('Check: 2 × 4 + 3 = 11 ✓')}
            </li>
          </ol>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('Quick quiz')}</p>
          <p className="mt-2 text-sm">{t('Which organelle releases energy from glucose?')}</p>
          <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {OPTIONS.map((option) => (
              <span
                key={option}
                className={
                  option === 'Mitochondrion'
                    ? 'rounded-md border border-emerald-500 bg-emerald-50 p-2 dark:bg-emerald-950'
                    : 'rounded-md border p-2'
                }
              >
                {t(option)}
              </span>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
