import type { QuizAnswer, QuizQuestion } from '../../../shared/quiz';
import { JSON_RULES, MATERIAL_NOTE, type PromptParts, TUTOR_PERSONA, fenced } from './common';

const SHAPE = `{
  "score": 50,
  "totalQuestions": 2,
  "correctAnswers": 1,
  "overallFeedback": "Good start! You know the inputs of photosynthesis; review why leaves are green.",
  "feedback": [
    { "questionId": "q1", "correct": true, "feedback": "Correct: plants take in carbon dioxide." },
    { "questionId": "q2", "correct": false, "feedback": "You named chlorophyll, but it reflects green light rather than absorbing it." }
  ]
}`;

function describe(question: QuizQuestion, answer: QuizAnswer) {
  const given =
    answer === null || answer === ''
      ? null
      : question.type === 'mcq' && typeof answer === 'number'
        ? `${answer} (${question.options?.[answer] ?? 'no such option'})`
        : String(answer);
  return { ...question, studentAnswer: given };
}

/** Feedback on a student's quiz answers: exact for mcq, on meaning for written answers. */
export function gradePrompt({ questions, answers }: { questions: QuizQuestion[]; answers: QuizAnswer[] }): PromptParts {
  const sheet = questions.map((question, i) => describe(question, answers[i] ?? null));
  return {
    instructions: [TUTOR_PERSONA, MATERIAL_NOTE, JSON_RULES].join('\n\n'),
    prompt: [
      "Grade the student's answers to this quiz. For each question you get the question, its expected answer " +
        '("correctAnswer": an option index for mcq, text otherwise) and "studentAnswer" (null when unanswered).',
      'Rules: an mcq answer is correct only when it is the right option. A written answer is correct when it has the ' +
        'meaning of the expected answer, whatever the wording, spelling or language; when only part is right, mark it ' +
        'not correct and say what was right and what is missing. An unanswered question is not correct.',
      'Feedback speaks to the student ("you"), is kind and specific, 1-3 sentences, and gives the right answer when ' +
        'theirs is wrong. "overallFeedback" encourages and names what to review. "score" is the percentage of correct ' +
        'answers (0-100); give one feedback entry per question, in order, with its "questionId".',
      `Answer with JSON in this shape (the content is only an example):\n${SHAPE}`,
      fenced('quiz', JSON.stringify(sheet, null, 2)),
    ].join('\n\n'),
  };
}
