import { type GeneratedQuiz, QUIZ_MESSAGES, type QuizDifficulty, type QuizQuestion } from '../../../shared/quiz';
import { noMaterial } from '../errors';
import { pickDistractors } from './distractors';
import { type Sentence, sentences } from './nlp';
import { shuffle } from './seeded';
import { extractTerms, type Term } from './terms';
import { rankSentences } from './textrank';

export interface QuizInput {
  text: string;
  topic?: string;
  difficulty: QuizDifficulty;
  count: number;
}

const BLANK = '_____';
/** Share of questions asked as written answers, by difficulty (the rest are multiple choice). */
const WRITTEN_SHARE: Record<QuizDifficulty, number> = { easy: 0, medium: 0.2, hard: 0.4 };
/** Which answers each difficulty prefers: key terms first when easy, relations and facts when hard. */
const KIND_ORDER: Record<QuizDifficulty, Term['kind'][]> = {
  easy: ['concept', 'name', 'number'],
  medium: ['concept', 'name', 'number'],
  hard: ['number', 'name', 'concept'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function findTerm(sentence: Sentence, term: Term): RegExpExecArray | null {
  return new RegExp(`\\b${escape(term.text)}\\b`, 'i').exec(sentence.text);
}

function usable(sentence: Sentence): boolean {
  const count = sentence.tokens.length;
  return count >= 6 && count <= 50 && /[.!?]$/.test(sentence.text);
}

function mcq(sentence: Sentence, term: Term, terms: Term[], id: string): QuizQuestion | null {
  const match = findTerm(sentence, term);
  if (!match) return null;
  const blanked = sentence.text.slice(0, match.index) + BLANK + sentence.text.slice(match.index + match[0].length);
  const distractors = pickDistractors(term, terms, blanked);
  if (!distractors) return null;
  const answer = match[0];
  const options = shuffle([answer, ...distractors], sentence.text);
  return {
    id,
    type: 'mcq',
    question: `Fill in the blank: ${blanked}`,
    options,
    correctAnswer: options.indexOf(answer),
    explanation: sentence.text.replace(match[0], `**${match[0]}**`),
    source: sentence.text,
  };
}

function written(sentence: Sentence, next: Sentence | undefined, term: Term, difficulty: QuizDifficulty, id: string): QuizQuestion {
  const spanTwo = difficulty === 'hard' && next !== undefined;
  const expected = spanTwo ? `${sentence.text} ${next.text}` : sentence.text;
  return {
    id,
    type: spanTwo ? 'practical' : 'short_answer',
    question: spanTwo
      ? `Explain how ${term.text} works or why it matters, using what the material says.`
      : `In your own words, what does the material say about ${term.text}?`,
    correctAnswer: expected,
    explanation: `A good answer says: ${expected}`,
    source: expected,
  };
}

/** A first line without closing punctuation reads as the material's heading. */
function heading(text: string): string | undefined {
  const first = text
    .trim()
    .split('\n')[0]
    ?.replace(/^#+\s*/, '')
    .trim();
  return first && first.length <= 80 && !/[.!?:;,]$/.test(first) ? first : undefined;
}

/** Questions drawn from the most important sentences of the material (ENGINE-NOTES: quizzes). */
export function generateQuizOffline({ text, topic, difficulty, count }: QuizInput): GeneratedQuiz {
  const list = sentences(text);
  const terms = extractTerms(list);
  if (list.filter(usable).length < 2 || terms.length < 4) throw noMaterial(QUIZ_MESSAGES.noMaterial);
  const scores = rankSentences(list);
  const order = list.filter(usable).sort((a, b) => scores[b.index]! - scores[a.index]! || a.index - b.index);
  const writtenTarget = Math.round(count * WRITTEN_SHARE[difficulty]);
  const kindRank = (term: Term) => KIND_ORDER[difficulty].indexOf(term.kind);

  const questions: QuizQuestion[] = [];
  const usedSentences = new Set<number>();
  const usedAnswers = new Set<string>();
  // Two passes: first one question per sentence; a short text may then reuse sentences.
  for (const allowReuse of [false, true]) {
    for (const sentence of order) {
      if (questions.length >= count) break;
      if (!allowReuse && usedSentences.has(sentence.index)) continue;
      const candidates = terms
        .filter((term) => term.sentences.includes(sentence.index) && !usedAnswers.has(term.key))
        .sort((a, b) => kindRank(a) - kindRank(b) || b.weight - a.weight);
      const term = candidates[0];
      if (!term) continue;
      const id = `q${questions.length + 1}`;
      // Written questions ask about an idea, never about a bare number.
      const idea = candidates.find((c) => c.kind !== 'number');
      const wantWritten = questions.filter((q) => q.type !== 'mcq').length < writtenTarget && questions.length % 2 === 1;
      const question =
        wantWritten && idea
          ? written(sentence, list[sentence.index + 1], idea, difficulty, id)
          : (mcq(sentence, term, terms, id) ??
            // Easy quizzes stay multiple choice: skip a sentence with no fitting wrong options.
            (idea && difficulty !== 'easy' ? written(sentence, undefined, idea, difficulty, id) : null));
      if (!question) continue;
      questions.push(question);
      usedSentences.add(sentence.index);
      usedAnswers.add(term.key);
    }
  }
  if (questions.length === 0) throw noMaterial(QUIZ_MESSAGES.noMaterial);
  const subject = topic?.trim() || heading(text) || terms.find((t) => t.kind !== 'number')?.text || 'your material';
  return { title: `Quiz: ${subject.charAt(0).toUpperCase()}${subject.slice(1)}`, questions };
}
