import { PartyPopper } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { STUDY_PATH_TEXTS } from './study-path-texts';

/** Shown once every step is ticked. */
export function CongratulationsCard({ topic }: { topic: string }) {
  return (
    <section
      aria-labelledby="path-congratulations"
      className="flex flex-col items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 px-6 py-8 text-center text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <PartyPopper aria-hidden className="size-10" />
      <h2 id="path-congratulations" className="text-xl font-bold">
        {STUDY_PATH_TEXTS.congratulations}
      </h2>
      <p>You have completed every step of {topic}. Keep the momentum going with a new topic.</p>
      <Button asChild>
        <Link href="/study-paths">{STUDY_PATH_TEXTS.explore}</Link>
      </Button>
    </section>
  );
}
