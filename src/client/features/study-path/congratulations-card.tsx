import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

/** Shown once every step is ticked. */
export function CongratulationsCard({ topic }: { topic: string }) {
  const { t } = useTranslation('study-path');
  return (
    <section
      aria-labelledby="path-congratulations"
      className="flex flex-col items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-6 py-8 text-center text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <PartyPopper aria-hidden className="size-10" />
      <h2 id="path-congratulations" className="text-xl font-bold">
        {t('Congratulations!')}
      </h2>
      <p>{t('You have completed every step of {topic}. Keep the momentum going with a new topic.', { topic })}</p>
      <Button asChild>
        <Link href="/study-paths">{t('Explore More Study Paths')}</Link>
      </Button>
    </section>
  );
}
