import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadMarkdown } from '../../components/markdown/markdown';
import { Card, CardContent } from '../../components/ui/card';
import { SignedOutCard } from '../../components/signed-out-card';
import { toast } from '../../components/ui/use-toast';
import { AnalysisResults } from './analysis-results';
import { type FileKind, fileProblem, INPUT_OPTIONS, type InputKind } from './input-options';
import { OptionCard } from './option-card';
import { BusyCard, VoiceUnavailableNotice } from './status-cards';
import { LinkForm, TopicForm } from './text-inputs';
import { useAnalysis } from './use-analysis';
import { VoiceInput } from './voice-input';
import { useMessage } from '../../i18n/use-message';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /want-to-learn: learn from a file, a recording, an image, a link, a typed topic or the microphone. */
export function WantToLearnScreen() {
  const runner = useAnalysis();
  const [selected, setSelected] = useState<InputKind>('topic');
  const { t } = useTranslation('want-to-learn');
  const message = useMessage();

  useDocumentTitle(pageTitle(t('Want To Learn')));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const takeFile = (kind: FileKind, file: File) => {
    const problem = fileProblem(kind, file);
    if (problem) {
      toast({ title: t('Error'), description: message(problem), variant: 'destructive' });
      return;
    }
    if (kind === 'document') void runner.analyzeDocument(file);
    else if (kind === 'audio') void runner.analyzeRecording(file, file.name);
    else void runner.analyzeImage(file);
  };

  if (runner.signedOut)
    return <SignedOutCard title={t('Please log in to continue')} text={t('You need to be logged in to use the learning features.')} />;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('What do you want to learn today?')}</h1>
        <p className="mt-1 text-muted-foreground">{t('Upload, paste, or speak – and let AI guide you.')}</p>
      </div>

      <div role="group" aria-label={t('What to learn from')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {INPUT_OPTIONS.map((option) => (
          <OptionCard
            key={option.kind}
            option={option}
            selected={selected === option.kind}
            disabled={runner.busy}
            onSelect={() => setSelected(option.kind)}
            onFile={(file) => takeFile(option.kind as FileKind, file)}
          />
        ))}
      </div>

      {(selected === 'link' || selected === 'topic' || selected === 'voice') && (
        <Card>
          <CardContent className="p-4 sm:p-6">
            {selected === 'link' && <LinkForm busy={runner.busy} onSubmit={(url) => void runner.analyzeLink(url)} />}
            {selected === 'topic' && <TopicForm busy={runner.busy} onSubmit={(text) => void runner.analyzeTopic(text)} />}
            {selected === 'voice' && (
              <VoiceInput
                busy={runner.busy}
                onRecorded={({ audio, filename, liveWords }) => void runner.analyzeRecording(audio, filename, liveWords)}
              />
            )}
          </CardContent>
        </Card>
      )}

      {runner.voiceUnavailable && (
        <VoiceUnavailableNotice
          reason={runner.voiceUnavailable}
          onType={() => {
            runner.dismissVoiceNotice();
            setSelected('topic');
          }}
          onUpload={() => {
            runner.dismissVoiceNotice();
            setSelected('document');
          }}
        />
      )}

      {runner.stage ? (
        <BusyCard stage={runner.stage} />
      ) : (
        runner.analysis && <AnalysisResults key={runner.analysis.id} analysis={runner.analysis} />
      )}
    </div>
  );
}
