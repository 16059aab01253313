import { useTranslation } from 'react-i18next';

const bar = 'animate-pulse rounded-md bg-muted';

/** Placeholder cards shaped like the real ones while the list loads. */
export function StudyPathsSkeleton() {
  const { t } = useTranslation('study-path');
  return (
    <div role="status" aria-label={t('Loading study paths')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="flex flex-col gap-3 rounded-xl border bg-card p-5" data-testid="study-path-skeleton">
          <div className={`${bar} h-6 w-2/3`} />
          <div className={`${bar} h-5 w-1/3`} />
          <div className={`${bar} h-4 w-full`} />
          <div className={`${bar} h-4 w-5/6`} />
          <div className={`${bar} h-2 w-full`} />
          <div className={`${bar} h-4 w-1/2`} />
        </div>
      ))}
    </div>
  );
}
