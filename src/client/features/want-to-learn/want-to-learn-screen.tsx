import { useEffect, useState } from 'react';
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
import { WANT_TO_LEARN_TEXTS, WANT_TO_LEARN_TOASTS } from './want-to-learn-texts';
import { pageTitle, useDocumentTitle } from '../../lib/use-document-title';

/** /want-to-learn: learn from a file, a recording, an image, a link, a typed topic or the microphone. */
export function WantToLearnScreen() {
  const runner = useAnalysis();
  const [selected, setSelected] = useState<InputKind>('topic');

  useDocumentTitle(pageTitle('Want To Learn'));
  useEffect(() => {
    preloadMarkdown();
  }, []);

  const takeFile = (kind: FileKind, file: File) => {
    const problem = fileProblem(kind, file);
    if (problem) {
      toast({ title: WANT_TO_LEARN_TOASTS.errorTitle, description: problem, variant: 'destructive' });
      return;
    }
    if (kind === 'document') void runner.analyzeDocument(file);
    else if (kind === 'audio') void runner.analyzeRecording(file, file.name);
    else void runner.analyzeImage(file);
  };

  if (runner.signedOut) return <SignedOutCard title={WANT_TO_LEARN_TEXTS.signedOutTitle} text={WANT_TO_LEARN_TEXTS.signedOutText} />;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{WANT_TO_LEARN_TEXTS.title}</h1>
        <p className="mt-1 text-muted-foreground">{WANT_TO_LEARN_TEXTS.subtitle}</p>
      </div>

      <div role="group" aria-label="What to learn from" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
