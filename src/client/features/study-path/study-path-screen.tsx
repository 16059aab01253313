import { useTranslation } from 'react-i18next';
import { pathStatus } from '../../../shared/study-path';
import { errorMessage } from '../../lib/api';
import { useStudyPath } from './api/get-study-path';
import { CongratulationsCard } from './congratulations-card';
import { PathLinks } from './path-links';
import { PathOverview } from './path-overview';
import { PathProblem } from './path-problem';
import { RoadmapStepCard } from './roadmap-step-card';
import { useStepTicks } from './use-step-ticks';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

function PathSkeleton() {
  const { t } = useTranslation('study-path');
  return (
    <div role="status" aria-label={t('Loading study path')} className="space-y-4">
      <div aria-hidden className="h-48 animate-pulse rounded-xl bg-muted" />
      <div aria-hidden className="h-32 animate-pulse rounded-xl bg-muted" />
      <div aria-hidden className="h-32 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

/** /study-path/{id}: the roadmap, ticked off step by step. */
export function StudyPathScreen({ id }: { id: string }) {
  const { data: saved, isPending, error } = useStudyPath(id);
  const { path, toggle } = useStepTicks(id, saved);
  const { t } = useTranslation('study-path');

  useDocumentTitle(pageTitle(path?.topic ?? t('Study Paths')));

  // A failed refetch (after a tick that could not be saved) keeps the path on screen; only a path
  // never loaded shows the error.
  let body;
  if (path)
    body = (
      <>
        <PathOverview path={path} />
        <section aria-labelledby="path-roadmap" className="space-y-4">
          <h2 id="path-roadmap" className="text-xl font-semibold">
            {t('Learning Roadmap')}
          </h2>
          <ol className="space-y-4">
            {path.roadmap.map((step, index) => (
              <RoadmapStepCard
                key={step.id}
                step={step}
                index={index}
                done={path.progress[String(index)] === true}
                onToggle={(completed) => toggle(index, completed)}
              />
            ))}
          </ol>
        </section>
        {pathStatus(path.progressPercent) === 'Completed' ? <CongratulationsCard topic={path.topic} /> : null}
      </>
    );
  else if (isPending) body = <PathSkeleton />;
  else body = <PathProblem title={t('Error Loading Study Path')} message={errorMessage(error, t('Study path not found'))} />;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PathLinks />
      {body}
    </div>
  );
}
