import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_MINUTES_MAX, DAILY_MINUTES_MIN, STUDY_SETTINGS_MESSAGES as SM, type StudySettings, WEEKDAYS } from '../../../shared/learner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLanguage } from '../../i18n/language';
import { useMessage } from '../../i18n/use-message';
import { errorMessage } from '../../lib/api';
import { weekdayName } from './labels';
import { useSaveStudySettings, useStudySettings } from './api/study-settings';

/** "Study settings" on /progress: the daily minutes and easy days exam-tied decks are scheduled within (decision 068). */
export function StudySettingsForm() {
  const settings = useStudySettings();
  const { t } = useTranslation('progress');
  const message = useMessage();
  return (
    <Card>
      <CardHeader>
        <h2 id="study-settings-title" className="text-lg font-semibold leading-tight">
          {t('Study settings')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('Reviews of decks tied to an exam are spread so that no day needs more than your daily minutes. Easy days get half.')}
        </p>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="text-sm text-muted-foreground">{t('Loading your settings…')}</p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {message(SM.loadFailed)} {errorMessage(settings.error, '')}
          </p>
        ) : (
          <SettingsFields saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsFields({ saved }: { saved: StudySettings }) {
  const save = useSaveStudySettings();
  const [minutes, setMinutes] = useState(String(saved.dailyMinutes));
  const [easyDays, setEasyDays] = useState<number[]>(saved.easyDays);
  const [edited, setEdited] = useState(false);
  const { t } = useTranslation('progress');
  const message = useMessage();
  const { language } = useLanguage();

  const toggle = (day: number, on: boolean) => {
    setEasyDays((days) => (on ? [...days, day] : days.filter((d) => d !== day)));
    setEdited(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ dailyMinutes: Number(minutes), easyDays: [...easyDays].sort((a, b) => a - b) }, { onSuccess: () => setEdited(false) });
  };
  const status = save.isError ? errorMessage(save.error, t('Something went wrong.')) : save.isSuccess && !edited ? message(SM.saved) : '';

  return (
    <form onSubmit={submit} aria-labelledby="study-settings-title" className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor="daily-minutes">{t('Daily minutes')}</Label>
        <Input
          id="daily-minutes"
          type="number"
          inputMode="numeric"
          min={DAILY_MINUTES_MIN}
          max={DAILY_MINUTES_MAX}
          step={1}
          required
          value={minutes}
          onChange={(event) => {
            setMinutes(event.target.value);
            setEdited(true);
          }}
          className="w-32"
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('Easy days')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map(({ day }) => (
            <label key={day} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={easyDays.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
                aria-label={weekdayName(day, language, 'long')}
              />
              <span aria-hidden>{weekdayName(day, language, 'short')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('Save')}
        </Button>
        <p role="status" className={save.isError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {status}
        </p>
      </div>
    </form>
  );
}
