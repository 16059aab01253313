import type { TFunction } from 'i18next';
import { BookOpen, CirclePlay, Dumbbell, ExternalLink, FileText, Globe, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PathResource } from '../../../shared/study-path';
import { Badge } from '../../components/ui/badge';
import { safeLinkUrl } from '../../components/markdown/safe-url';

const ICONS: Record<string, LucideIcon> = { article: FileText, youtube: CirclePlay, book: BookOpen, practice: Dumbbell };
/** A resource's kind; another kind (a newer engine's) shows as it is. */
function typeLabel(t: TFunction<'study-path'>, type: string): string {
  const labels: Record<string, string> = { article: t('Article'), youtube: 'YouTube', book: t('Book'), practice: t('Practice') };
  return labels[type] ?? type;
}

/** Watch for videos, Practice for exercises, Read for everything else. */
function resourceAction(t: TFunction<'study-path'>, type: string): string {
  if (type === 'youtube') return t('Watch');
  return type === 'practice' ? t('Practice') : t('Read');
}

/** One free resource: its kind, what it is, and a link that opens in a new tab. */
export function ResourceItem({ resource }: { resource: PathResource }) {
  // Any other type (a newer engine's) still shows, with a generic icon.
  const Icon = ICONS[resource.type] ?? Globe;
  const url = safeLinkUrl(resource.url);
  const { t } = useTranslation('study-path');
  const action = resourceAction(t, resource.type);
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border bg-background p-3 sm:flex-row sm:items-start"
      data-testid="path-resource"
      data-type={resource.type}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words" data-untranslated>
              {resource.title}
            </span>
            <Badge variant="outline">{typeLabel(t, resource.type)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground" data-untranslated>
            {resource.description}
          </p>
        </div>
      </div>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('{action}: {title} (opens in a new tab)', { action, title: resource.title })}
          className="ml-8 inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-md border border-input px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:ml-0"
        >
          {action}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : null}
    </li>
  );
}
