import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { QUIZ_TEXT } from '../../../../shared/quiz';
import { storedQuestions, studyText } from '../../../test/quiz-answers';
import { signUp, upload, useTestApp } from '../../../test/test-app';
import { json } from '../quiz-test-support';
import { completedQuiz, exportedZip, importQti, SAMPLE_QUESTIONS } from './qti-test-support';

const ctx = useTestApp();
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});
/** XML's NCName, in the ASCII range our identifiers use. */
const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

type Node = Record<string, unknown>;
/** Every element named `name` anywhere under `node`. */
function all(node: unknown, name: string): Node[] {
  if (Array.isArray(node)) return node.flatMap((child) => all(child, name));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Node).flatMap(([key, value]) => [...(key === name ? (value as Node[]) : []), ...all(value, name)]);
}

describe('GET /api/quizzes/:id/export.qti', () => {
  it('is a zip named after the quiz, with a manifest listing the test and every item file', async () => {
    const { cookie } = await signUp(ctx.app);
    const id = await completedQuiz(ctx.app, ctx.database, cookie);
    const { response, zip } = await exportedZip(ctx.app, cookie, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-limits-qti.zip"');
    const names = Object.keys(zip!.files).filter((name) => !zip!.files[name]!.dir);
    const manifest = parser.parse(await zip!.file('imsmanifest.xml')!.async('string'));
    const resources = all(manifest, 'resource');
    const items = resources.filter((resource) => resource.type === 'imsqti_item_xmlv3p0');
    const tests = resources.filter((resource) => resource.type === 'imsqti_test_xmlv3p0');
    expect(items).toHaveLength(SAMPLE_QUESTIONS.length);
    expect(tests).toHaveLength(1);
    const listed = resources.flatMap((resource) => all(resource, 'file').map((file) => file.href));
    expect(new Set(listed)).toEqual(new Set(names.filter((name) => name !== 'imsmanifest.xml')));
    // The test depends on every item, and references each by the href the manifest gives it.
    expect(all(tests[0], 'dependency').map((dep) => dep.identifierref)).toEqual(items.map((item) => item.identifier));
    const test = parser.parse(await zip!.file(String(tests[0]!.href))!.async('string'));
    expect(all(test, 'qti-assessment-item-ref').map((ref) => ref.href)).toEqual(items.map((item) => item.href));
  });

  it('writes items with the required attributes, unique NCName identifiers and every response declaration answered by an interaction', async () => {
    const { cookie } = await signUp(ctx.app);
    const id = await completedQuiz(ctx.app, ctx.database, cookie);
    const { zip } = await exportedZip(ctx.app, cookie, id);
    const files = Object.keys(zip!.files).filter((name) => name.startsWith('items/'));
    const itemIds: string[] = [];
    for (const [index, file] of files.sort().entries()) {
      const xml = await zip!.file(file)!.async('string');
      const [item] = all(parser.parse(xml), 'qti-assessment-item');
      expect(item).toMatchObject({ xmlns: 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0', adaptive: 'false', 'time-dependent': 'false' });
      expect(String(item!.title).length).toBeGreaterThan(0);
      itemIds.push(String(item!.identifier));
      const declarations = all(item, 'qti-response-declaration');
      const interactions = [...all(item, 'qti-choice-interaction'), ...all(item, 'qti-extended-text-interaction')];
      expect(declarations.map((declaration) => declaration.identifier)).toEqual(
        interactions.map((interaction) => interaction['response-identifier']),
      );
      declarations.forEach((declaration) => expect(declaration).toMatchObject({ cardinality: 'single' }));
      expect(all(item, 'qti-outcome-declaration').map((outcome) => outcome.identifier)).toEqual(['SCORE']);
      const question = SAMPLE_QUESTIONS[index]!;
      if (question.type === 'mcq') {
        const choices = all(item, 'qti-simple-choice').map((choice) => String(choice.identifier));
        expect(choices).toHaveLength(question.options!.length);
        expect(new Set(choices).size).toBe(choices.length);
        choices.forEach((choice) => expect(choice).toMatch(NCNAME));
        const correct = all(declarations[0], 'qti-value');
        expect(correct).toEqual([choices[question.correctAnswer as number]]);
        expect(all(item, 'qti-response-processing')[0]!.template).toMatch(/rptemplates\/match_correct\.xml$/);
      } else {
        expect(all(item, 'qti-response-processing')).toEqual([]);
        const model = all(item, 'qti-rubric-block').find((block) => block.class === 'model-answer');
        expect(model).toMatchObject({ view: 'scorer' });
      }
    }
    expect(new Set(itemIds).size).toBe(itemIds.length);
    itemIds.forEach((itemId) => expect(itemId).toMatch(NCNAME));
    // Formulas are MathML, their TeX kept alongside; markup in the text is escaped, not injected.
    const first = await zip!.file(files[0]!)!.async('string');
    expect(first).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(first).toContain('&lt;undefined&gt;');
    expect(first).toContain('Nothing &quot;follows&quot;');
  });

  it('comes back through the import as the same questions, options and answers', async () => {
    const { cookie } = await signUp(ctx.app);
    const id = await completedQuiz(ctx.app, ctx.database, cookie);
    const { response } = await exportedZip(ctx.app, cookie, id);
    const imported = await importQti(ctx.app, cookie, 'orders-limits-qti.zip', response.rawPayload);
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ title: 'Orders & "limits"', imported: SAMPLE_QUESTIONS.length, skipped: [] });
    expect(await storedQuestions(ctx.database, imported.json().quizId)).toEqual(SAMPLE_QUESTIONS);
    const opened = await json(ctx.app, 'GET', `/api/quizzes/${imported.json().quizId}`, cookie);
    expect(opened.json()).toMatchObject({ saved: true, completed: false, title: 'Orders & "limits"' });
  });

  it('round-trips a quiz the engine wrote', async () => {
    const { cookie } = await signUp(ctx.app);
    const made = await upload(ctx.app, '/api/generate-quiz', [], {
      cookie,
      fields: { text: studyText('computer-networks'), numQuestions: '5' },
    });
    const questions = await storedQuestions(ctx.database, made.json().id);
    const id = await completedQuiz(ctx.app, ctx.database, cookie, questions);
    const { response } = await exportedZip(ctx.app, cookie, id);
    const imported = await importQti(ctx.app, cookie, 'quiz.zip', response.rawPayload);
    const back = await storedQuestions(ctx.database, imported.json().quizId);
    const essentials = (list: typeof questions) =>
      list.map(({ question, type, options, correctAnswer }) => ({ question, type, options, correctAnswer }));
    expect(essentials(back)).toEqual(essentials(questions));
  });

  it('is refused before the quiz is completed, and is 404 for another user or a bad id', async () => {
    const { cookie } = await signUp(ctx.app);
    const made = await upload(ctx.app, '/api/generate-quiz', [], {
      cookie,
      fields: { text: studyText('photosynthesis'), numQuestions: '3' },
    });
    const open = await json(ctx.app, 'GET', `/api/quizzes/${made.json().id}/export.qti`, cookie);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(QUIZ_TEXT.exportBeforeCompletion);
    const id = await completedQuiz(ctx.app, ctx.database, cookie);
    const other = await signUp(ctx.app);
    const foreign = await json(ctx.app, 'GET', `/api/quizzes/${id}/export.qti`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(QUIZ_TEXT.notFound);
    expect((await json(ctx.app, 'GET', '/api/quizzes/not-a-uuid/export.qti', cookie)).statusCode).toBe(404);
  });
});
