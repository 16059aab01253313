import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../shared/quiz';
import { LLM_MESSAGES } from './errors';
import { collect, httpFailure, useFakeOpenAI } from './test-support';

const llm = useFakeOpenAI();

const { engine } = llm;

const questions: QuizQuestion[] = [
  { id: 'q1', question: 'Gas taken in?', type: 'mcq', options: ['O2', 'CO2'], correctAnswer: 1, explanation: 'CO2 is used.' },
  { id: 'q2', question: 'Why green?', type: 'short_answer', correctAnswer: 'Chlorophyll reflects green.', explanation: '' },
  { id: 'q3', question: 'Name a product.', type: 'short_answer', correctAnswer: 'Oxygen', explanation: '' },
];

describe('LLM engine operations', () => {
  it("streams the tutor's reply chunk by chunk, with the material cited by title in the instructions", async () => {
    llm.fake.reply({ content: '', chunks: ['Photo', 'synthesis ', 'uses $CO_2$.'] });
    const chunks = await collect(
      engine().tutorReply({
        history: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello! What are you studying?' },
        ],
        message: 'What does photosynthesis use?',
        context: [{ title: 'Biology notes', text: 'Plants take in carbon dioxide.' }],
      }),
    );
    expect(chunks).toEqual(['Photo', 'synthesis ', 'uses $CO_2$.']);
    const body = llm.fake.requests[0]!.body;
    expect(body.stream).toBe(true);
    expect(body.messages?.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(body.messages?.[0])).toContain('Biology notes');
  });

  it('fails a tutor stream with the same errors as other calls', async () => {
    llm.fake.reply({ status: 429, error: 'busy' });
    const busy = await httpFailure(() => collect(engine().tutorReply({ history: [], message: 'Hi' })));
    expect(busy).toMatchObject({ status: 503, message: LLM_MESSAGES.rateLimited });
    llm.fake.reply({ hang: true });
    const slow = await httpFailure(() => collect(engine({ timeoutMs: 300 }).tutorReply({ history: [], message: 'Hi' })));
    expect(slow).toMatchObject({ status: 504, message: LLM_MESSAGES.timeout });
  });

  it('grades mcq and unanswered questions itself and asks the model about the written answer alone', async () => {
    const grades = {
      overallFeedback: 'Well done!',
      feedback: [{ questionId: 'q2', correct: true, feedback: 'Yes: chlorophyll reflects green light.' }],
    };
    llm.fake.reply({ content: JSON.stringify(grades) });
    const result = await engine().gradeQuiz({ questions, answers: [0, 'Because chlorophyll reflects green', null] });
    expect(result).toMatchObject({ score: 33, totalQuestions: 3, correctAnswers: 1, overallFeedback: 'Well done!' });
    expect(result.feedback.map((f) => f.correct)).toEqual([false, true, false]);
    expect(result.feedback[0]!.feedback).toContain('The answer is CO2');
    expect(result.feedback[1]!.feedback).toBe('Yes: chlorophyll reflects green light.');
    expect(result.feedback[2]!.feedback).toBe('Not answered.');
    expect(llm.fake.requests).toHaveLength(1);
    const data = JSON.parse(String(llm.fake.requests[0]!.body.messages!.at(-1)!.content)) as { answers: { questionId: string }[] };
    expect(data.answers.map((answer) => answer.questionId)).toEqual(['q2']);
  });

  it('asks again when the model grades other questions than the written ones', async () => {
    const wrongIds = { overallFeedback: 'Ok.', feedback: [{ questionId: 'q1', correct: true, feedback: 'Right.' }] };
    const right = { overallFeedback: 'Ok.', feedback: [{ questionId: 'q2', correct: false, feedback: 'Not quite.' }] };
    llm.fake.reply({ content: JSON.stringify(wrongIds) }, { content: JSON.stringify(right) });
    const result = await engine().gradeQuiz({ questions, answers: [1, 'Because it is', null] });
    expect(result.feedback.map((f) => f.correct)).toEqual([true, false, false]);
    expect(JSON.stringify(llm.fake.requests[1]!.body.messages!.at(-1))).toContain('with the questionIds q2 in this order');
  });

  it('analyzes into explanation, plan and quiz, and never takes a source from the model', async () => {
    const analysis = {
      explanation: '## Photosynthesis\nPlants turn light into sugar: $6CO_2 + 6H_2O \\to C_6H_{12}O_6 + 6O_2$.',
      studyPlan: { overview: 'Learn the inputs and outputs.', steps: ['Read', 'Draw the cycle'] },
      quiz: { questions: [{ question: 'Input?', options: ['CO2', 'N2'], correct: 0 }] },
      source: { title: 'made up', url: 'http://example.com' },
    };
    llm.fake.reply({ content: JSON.stringify(analysis) });
    const result = await engine().analyze({ text: 'Photosynthesis' });
    expect(result.explanation).toContain('$6CO_2');
    expect(result.quiz?.questions).toHaveLength(1);
    expect(result).not.toHaveProperty('source');
  });

  it("gives the model the student's notes on a topic, fenced, and asks it to name them", async () => {
    llm.fake.reply({ content: JSON.stringify({ explanation: 'As your note “Leaves” says, …' }) });
    await engine().analyze({ text: 'Photosynthesis', context: [{ title: 'Leaves', text: 'Chlorophyll absorbs light.' }] });
    const prompt = JSON.stringify(llm.fake.requests[0]!.body.messages);
    expect(prompt).toContain('<note>');
    expect(prompt).toContain('Title: Leaves');
    expect(prompt).toContain('name its title');
  });

  it('asks openai through chat completions with a non-strict JSON schema', async () => {
    llm.fake.reply({ content: JSON.stringify({ explanation: 'x' }) });
    await engine({ provider: 'openai', model: undefined }).analyze({ text: 'Atoms' });
    const body = llm.fake.requests[0]!.body as { model: string; response_format: { type: string; json_schema: { strict: boolean } } };
    expect(body.model).toBe('gpt-4.1-mini');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(false);
  });

  it('asks ollama for a JSON object', async () => {
    llm.fake.reply({ content: JSON.stringify({ explanation: 'x' }) });
    await engine({ provider: 'ollama', model: undefined, apiKey: undefined }).analyze({ text: 'Atoms' });
    const body = llm.fake.requests[0]!.body as { model: string; response_format: { type: string } };
    expect(body).toMatchObject({ model: 'llama3.2', response_format: { type: 'json_object' } });
    expect(llm.fake.requests[0]!.headers.authorization).toBeUndefined();
  });
});
