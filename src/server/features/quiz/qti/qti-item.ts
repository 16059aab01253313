import { QTI_SKIP_REASONS } from '../../../../shared/qti';
import { answerIsExplanation, type QuizQuestion } from '../../../../shared/quiz';
import { childrenNamed, findAll, findFirst, type XmlElement } from './qti-tree';
import { textOf } from './qti-text';

/** A question read from an item (without its id, given by its place in the quiz), or why it was left out. */
export type ItemResult = { question: Omit<QuizQuestion, 'id'> } | { skipped: string };

const QUESTION_MAX_CHARS = 5_000;
const OPTION_MAX_CHARS = 1_000;
const MAX_OPTIONS = 26;

const isInteraction = (element: XmlElement) => element.name.endsWith('Interaction');
const cut = (text: string, max: number) => text.slice(0, max);

/** The values of the response declaration an interaction answers into. */
function correctValues(item: XmlElement, interaction: XmlElement): { values: string[]; cardinality: string } {
  const id = interaction.attrs.responseIdentifier;
  const declaration = childrenNamed(item, 'responseDeclaration').find((candidate) => candidate.attrs.identifier === id);
  const correct = declaration && findFirst(declaration, 'correctResponse');
  const values = correct ? childrenNamed(correct, 'value').map((value) => textOf(value)) : [];
  return { values, cardinality: declaration?.attrs.cardinality ?? 'single' };
}

/** The scorers' rubric holding `kind` (our export's class), else the first scorer's rubric when `kind` is the model answer. */
function rubric(body: XmlElement, kind: 'model-answer' | 'explanation'): string {
  const blocks = findAll(body, (element) => element.name === 'rubricBlock');
  const classed = blocks.find((block) => (block.attrs.class ?? '').split(/\s+/).includes(kind));
  const scorer = kind === 'model-answer' ? blocks.find((block) => /scorer/.test(block.attrs.view ?? '') && !block.attrs.class) : undefined;
  const chosen = classed ?? scorer;
  return chosen ? textOf(chosen) : '';
}

/** The item body's text around the interaction (a stimulus before it, say), with the interaction's own prompt. */
function questionText(body: XmlElement, interaction: XmlElement, blank?: string): string {
  const around = textOf(body, (element) => (element === interaction ? (blank ?? '') : undefined));
  const prompt = findFirst(interaction, 'prompt');
  return cut([around, prompt ? textOf(prompt) : ''].filter(Boolean).join('\n\n'), QUESTION_MAX_CHARS);
}

function choiceQuestion(item: XmlElement, body: XmlElement, interaction: XmlElement): ItemResult {
  const { values, cardinality } = correctValues(item, interaction);
  if ((interaction.attrs.maxChoices ?? '1') !== '1' || cardinality !== 'single' || values.length > 1)
    return { skipped: QTI_SKIP_REASONS.severalAnswers };
  const choices = findAll(interaction, (element) => element.name === 'simpleChoice');
  const correct = choices.findIndex((choice) => choice.attrs.identifier === values[0]);
  if (correct < 0 || choices.length < 2 || choices.length > MAX_OPTIONS) return { skipped: QTI_SKIP_REASONS.noCorrectResponse };
  const options = choices.map((choice) => cut(textOf(choice), OPTION_MAX_CHARS));
  const explanation = rubric(body, 'explanation') || answerIsExplanation(options[correct]);
  return { question: { question: questionText(body, interaction), type: 'mcq', options, correctAnswer: correct, explanation } };
}

/** Text entry (a blank in the sentence) and extended text: a written answer checked against the correct response or model answer. */
function writtenQuestion(item: XmlElement, body: XmlElement, interaction: XmlElement): ItemResult {
  const inline = interaction.name === 'textEntryInteraction';
  const answer = correctValues(item, interaction).values[0] || (inline ? '' : rubric(body, 'model-answer'));
  if (!answer) return { skipped: QTI_SKIP_REASONS.noCorrectResponse };
  const practical = (interaction.attrs.class ?? '').split(/\s+/).includes('practical');
  const explanation = rubric(body, 'explanation') || `A model answer: ${answer}`;
  return {
    question: {
      question: questionText(body, interaction, inline ? '_____' : undefined),
      type: practical ? 'practical' : 'short_answer',
      correctAnswer: cut(answer, QUESTION_MAX_CHARS),
      explanation,
    },
  };
}

/** One assessment item (QTI 3.0 or 2.x) as a quiz question; anything but one choice or text interaction is reported by name. */
export function itemQuestion(item: XmlElement): ItemResult {
  const body = childrenNamed(item, 'itemBody')[0];
  const interactions = body ? findAll(body, isInteraction) : [];
  if (!body || interactions.length === 0) return { skipped: QTI_SKIP_REASONS.noInteraction };
  if (interactions.length > 1) return { skipped: QTI_SKIP_REASONS.severalInteractions };
  const interaction = interactions[0]!;
  if (interaction.name === 'choiceInteraction') return choiceQuestion(item, body, interaction);
  if (interaction.name === 'textEntryInteraction' || interaction.name === 'extendedTextInteraction')
    return writtenQuestion(item, body, interaction);
  return { skipped: interaction.raw };
}
