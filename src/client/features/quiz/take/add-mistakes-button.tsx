import { Check, Layers } from 'lucide-react';
import { Link } from 'wouter';
import type { QuizEvaluation, QuizQuestionView } from '../../../../shared/quiz';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useAddMistakes } from '../api/add-mistakes';
import { mistakesRequest } from './mistake-cards';

interface AddMistakesButtonProps {
  quizId: string;
  topic: string | null;
  questions: QuizQuestionView[];
  evaluation: QuizEvaluation;
}

/** 'Add N mistakes to flashcards': every wrong or skipped question becomes a card in one click. */
export function AddMistakesButton({ quizId, topic, questions, evaluation }: AddMistakesButtonProps) {
  const add = useAddMistakes();
  const request = mistakesRequest(quizId, topic, questions, evaluation);
  const count = request.cards.length;
  if (count === 0) return null;
  if (add.isSuccess) {
    return (
      <Button asChild variant="outline">
        <Link href="/flashcards/review">
          <Check aria-hidden /> Added: review flashcards
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={add.isPending}
      onClick={() =>
        add.mutate(request, {
          onSuccess: () =>
            toast({ title: 'Flashcards added', description: `${count} ${count === 1 ? 'card' : 'cards'} added for review.` }),
          onError: (cause) =>
            toast({ title: 'Error', description: errorMessage(cause, 'The cards were not added.'), variant: 'destructive' }),
        })
      }
    >
      {add.isPending ? <Spinner /> : <Layers aria-hidden />} Add {count} {count === 1 ? 'mistake' : 'mistakes'} to flashcards
    </Button>
  );
}
