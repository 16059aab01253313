import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../shared/exam-date';
import { type GeneratedStudyPlan, STUDY_PLAN_DEFAULTS, STUDY_PLAN_MESSAGES, type StudyPlanSummary } from '../../../shared/study-plan';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { toast } from '../../components/ui/use-toast';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { useDeleteStudyPlan } from './api/delete-study-plan';
import { useGenerateStudyPlan } from './api/generate-study-plan';
import { useFetchStudyPlan } from './api/get-study-plan';
import { useSaveStudyPlan } from './api/save-study-plan';
import { RecentStudyPlans } from './recent-study-plans';
import { type StudyPlanDraft, StudyPlanForm } from './study-plan-form';
import { StudyPlanResult } from './study-plan-result';
import { studyPlanFileName, studyPlanMarkdown } from './study-plan-text';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

const EMPTY_DRAFT: StudyPlanDraft = {
  gradeLevel: STUDY_PLAN_DEFAULTS.gradeLevel,
  subjects: '',
  examDate: '',
  goals: '',
  hoursPerDay: String(STUDY_PLAN_DEFAULTS.hoursPerDay),
  duration: STUDY_PLAN_DEFAULTS.duration,
  difficulty: STUDY_PLAN_DEFAULTS.difficulty,
};

/** Saves the plan as a Markdown file through a temporary link. */
function download(plan: GeneratedStudyPlan, t: TFunction<'study-plan'>) {
  const blob = new Blob([studyPlanMarkdown(plan, t)], { type: 'text/markdown;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = studyPlanFileName(plan, localIsoDate());
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers before it has started reading.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /dashboard/study-plans: generate a plan, look at it, save it, download it; the last 3 saved ones. */
export default function StudyPlansView() {
  const [draft, setDraft] = useState<StudyPlanDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState<{ plan: GeneratedStudyPlan; saved: boolean } | null>(null);
  const generate = useGenerateStudyPlan();
  const save = useSaveStudyPlan();
  const remove = useDeleteStudyPlan();
  const fetchPlan = useFetchStudyPlan();
  const { t } = useTranslation('study-plan');
  const message = useMessage();

  /** The list names plans without their content: the whole plan is read when it is viewed or downloaded. */
  const withWholePlan = (summary: StudyPlanSummary, use: (plan: GeneratedStudyPlan) => void) => {
    fetchPlan(summary.id).then(use, (error: unknown) =>
      toast({
        title: t('Failed to open study plan'),
        description: errorMessage(error, t('Failed to open study plan')),
        variant: 'destructive',
      }),
    );
  };

  const onDelete = (summary: StudyPlanSummary) =>
    remove.mutate(summary.id, {
      onSuccess: () => {
        setShown((current) => (current && 'id' in current.plan && current.plan.id === summary.id ? null : current));
        toast({ title: t('Study plan deleted'), description: summary.title });
      },
      onError: (error) =>
        toast({
          title: t('Failed to delete study plan'),
          description: errorMessage(error, t('Failed to delete study plan')),
          variant: 'destructive',
        }),
    });

  useDocumentTitle(pageTitle(t('Study Plans'), t('Dashboard')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const onGenerate = () => {
    const subjects = draft.subjects
      .split(',')
      .map((subject) => subject.trim())
      .filter(Boolean);
    if (subjects.length === 0) {
      toast({ title: t('Subjects required'), description: message(STUDY_PLAN_MESSAGES.subjectsRequired), variant: 'destructive' });
      return;
    }
    const hours = Number(draft.hoursPerDay);
    generate.mutate(
      {
        gradeLevel: draft.gradeLevel.trim() || STUDY_PLAN_DEFAULTS.gradeLevel,
        subjects,
        examDate: draft.examDate || null,
        hoursPerDay: draft.hoursPerDay.trim() && Number.isFinite(hours) ? hours : STUDY_PLAN_DEFAULTS.hoursPerDay,
        duration: draft.duration.trim() || STUDY_PLAN_DEFAULTS.duration,
        difficulty: draft.difficulty,
        goals: draft.goals.trim() || null,
        today: localIsoDate(),
      },
      {
        onSuccess: (plan) => setShown({ plan, saved: false }),
        // The form keeps its contents: Generate again retries with the same fields.
        onError: (error) =>
          toast({
            title: t('Failed to generate study plan'),
            description: errorMessage(error, t('Failed to generate study plan')),
            variant: 'destructive',
          }),
      },
    );
  };

  const onSave = () => {
    if (!shown) return;
    save.mutate(shown.plan, {
      onSuccess: (saved) => {
        setShown({ plan: saved, saved: true });
        toast({ title: t('Study plan saved'), description: t('"{title}" is in your saved plans.', { title: saved.title }) });
      },
      onError: (error) =>
        toast({
          title: t('Failed to save study plan'),
          description: errorMessage(error, t('Failed to save study plan')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('Study Plans')}</h1>
        <p className="text-muted-foreground">{t('A week-by-week plan for your subjects that you can save and download.')}</p>
      </div>
      <StudyPlanForm
        draft={draft}
        onChange={setDraft}
        onGenerate={onGenerate}
        onSave={onSave}
        onDownload={() => shown && download(shown.plan, t)}
        generating={generate.isPending}
        saving={save.isPending}
        canSave={Boolean(shown && !shown.saved)}
        canDownload={Boolean(shown)}
      />
      {shown && <StudyPlanResult key={'id' in shown.plan ? String(shown.plan.id) : 'generated'} plan={shown.plan} saved={shown.saved} />}
      <RecentStudyPlans
        onView={(summary) => withWholePlan(summary, (plan) => setShown({ plan, saved: true }))}
        onDownload={(summary) => withWholePlan(summary, (plan) => download(plan, t))}
        onDelete={onDelete}
      />
    </div>
  );
}
