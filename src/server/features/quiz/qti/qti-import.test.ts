import { describe, expect, it } from 'vitest';
import { QTI_MAX_UPLOAD_BYTES, QTI_SKIP_REASONS, QTI_TEXT } from '../../../../shared/qti';
import { zipArchive, zipEntry } from '../../../ingest/documents/test-zips';
import { storedQuestions } from '../../../test/quiz-answers';
import { signUp, useTestApp } from '../../../test/test-app';
import { json } from '../quiz-test-support';
import { importQti } from './qti-test-support';

const ctx = useTestApp();

const QTI21_CHOICE = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="choice" title="Capitals" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>ChoiceB</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>Look at the map.</p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>What is the capital of <b>France</b>?</prompt>
      <simpleChoice identifier="ChoiceA">Lyon</simpleChoice>
      <simpleChoice identifier="ChoiceB">Paris</simpleChoice>
      <simpleChoice identifier="ChoiceC">Marseille &amp; Nice</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

const QTI21_TEXT_ENTRY = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="blank" title="Rivers" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">
    <correctResponse><value>Seine</value></correctResponse>
  </responseDeclaration>
  <itemBody><p>The river through Paris is the <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="10"/>.</p></itemBody>
</assessmentItem>`;

const QTI30_CHOICE = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="area" title="Area" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>B</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-item-body>
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-prompt>The area of a circle of radius <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>r</mi></math> is</qti-prompt>
      <qti-simple-choice identifier="A">2πr</qti-simple-choice>
      <qti-simple-choice identifier="B">πr²</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
</qti-assessment-item>`;

const QTI30_MATCH = `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="match" title="Match" adaptive="false" time-dependent="false">
  <qti-item-body><qti-match-interaction response-identifier="RESPONSE" max-associations="2"/></qti-item-body>
</qti-assessment-item>`;

const MANIFEST = `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="m">
  <resources>
    <resource identifier="i1" type="imsqti_item_xmlv3p0" href="items/area.xml"><file href="items/area.xml"/></resource>
    <resource identifier="i2" type="imsqti_item_xmlv3p0" href="items/match.xml"/>
    <resource identifier="i3" type="imsqti_item_xmlv2p1" href="items/capital.xml"/>
    <resource identifier="i4" type="imsqti_item_xmlv3p0" href="../outside.xml"/>
  </resources>
</manifest>`;

const zip = (files: Record<string, string | Buffer>) =>
  zipArchive(Object.entries(files).map(([name, data]) => zipEntry(name, Buffer.from(data))));

async function quizCount(cookie: string) {
  return (await json(ctx.app, 'GET', '/api/quizzes', cookie)).json().length;
}

describe('POST /api/quizzes/import-qti', () => {
  it('reads a hand-written QTI 2.1 choice item: the prompt, the options and the right one from the response declaration', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await importQti(ctx.app, cookie, 'capitals.xml', QTI21_CHOICE);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Capitals', imported: 1, skipped: [] });
    const [question] = await storedQuestions(ctx.database, response.json().quizId);
    expect(question).toMatchObject({
      id: 'q1',
      type: 'mcq',
      question: 'Look at the map.\n\nWhat is the capital of France?',
      options: ['Lyon', 'Paris', 'Marseille & Nice'],
      correctAnswer: 1,
    });
    expect((await json(ctx.app, 'GET', `/api/quizzes/${response.json().quizId}`, cookie)).json()).toMatchObject({
      saved: true,
      completed: false,
    });
  });

  it('reads a QTI 2.1 text entry as a short answer with its correct response, the blank marked', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await importQti(ctx.app, cookie, 'rivers.xml', QTI21_TEXT_ENTRY);
    const [question] = await storedQuestions(ctx.database, response.json().quizId);
    expect(question).toMatchObject({ type: 'short_answer', question: 'The river through Paris is the _____.', correctAnswer: 'Seine' });
  });

  it('reads a package through its manifest and names what it left out: unsupported interactions, missing and outside files', async () => {
    const { cookie } = await signUp(ctx.app);
    const data = zip({
      'imsmanifest.xml': MANIFEST,
      'items/area.xml': QTI30_CHOICE,
      'items/match.xml': QTI30_MATCH,
      'items/capital.xml': QTI21_CHOICE,
      'media/map.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    const response = await importQti(ctx.app, cookie, 'geometry.zip', data);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'geometry',
      imported: 2,
      skipped: [
        { interaction: QTI_SKIP_REASONS.missingFile, count: 1 },
        { interaction: 'qti-match-interaction', count: 1 },
      ],
    });
    const questions = await storedQuestions(ctx.database, response.json().quizId);
    expect(questions.map((question) => question.correctAnswer)).toEqual([1, 1]);
    expect(questions[0]!.question).toBe('The area of a circle of radius $r$ is');
  });

  it('reads every item of a package without a manifest', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await importQti(ctx.app, cookie, 'loose.zip', zip({ 'b.xml': QTI21_TEXT_ENTRY, 'a.xml': QTI30_CHOICE }));
    expect(response.json()).toMatchObject({ imported: 2 });
    expect((await storedQuestions(ctx.database, response.json().quizId)).map((question) => question.type)).toEqual(['mcq', 'short_answer']);
  });

  const XXE = `<?xml version="1.0"?><!DOCTYPE item [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<assessmentItem identifier="x"><itemBody><p>&xxe;</p></itemBody></assessmentItem>`;
  const LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><assessmentItem identifier="x"><itemBody>&lol3;</itemBody></assessmentItem>`;
  const hostile: Array<[string, string, () => Buffer, string]> = [
    ['an XXE DOCTYPE', 'item.xml', () => Buffer.from(XXE), QTI_TEXT.doctype],
    ['a billion laughs', 'item.xml', () => Buffer.from(LAUGHS), QTI_TEXT.doctype],
    ['a DOCTYPE inside a package', 'p.zip', () => zip({ 'item.xml': XXE }), QTI_TEXT.doctype],
    ['a file that is not a zip', 'package.zip', () => Buffer.from('PK\u0003\u0004 not really a zip at all'), QTI_TEXT.notZip],
    ['random bytes under a zip name', 'package.zip', () => Buffer.from('hello world'), QTI_TEXT.notZip],
    ['a zip bomb by ratio', 'bomb.zip', () => zip({ 'items/a.xml': Buffer.alloc(3 * 1024 * 1024, 0x20) }), QTI_TEXT.unsafeZip],
    [
      'too many entries',
      'many.zip',
      () => zip(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}.txt`, 'x']))),
      QTI_TEXT.unsafeZip,
    ],
    [
      'XML that is not well-formed',
      'item.xml',
      () => Buffer.from('<assessmentItem><itemBody></assessmentItem>'),
      QTI_TEXT.badXml('item.xml'),
    ],
    ['a file that is not XML', 'notes.txt', () => Buffer.from('just some notes'), QTI_TEXT.fileType],
    ['an XML file that is not QTI', 'other.xml', () => Buffer.from('<html><body/></html>'), QTI_TEXT.noItems],
    ['an item with nothing Studium reads', 'match.xml', () => Buffer.from(QTI30_MATCH), QTI_TEXT.nothingImported],
  ];
  it.each(hostile)('refuses %s with a 400 and creates nothing', async (_label, name, data, message) => {
    const { cookie } = await signUp(ctx.app);
    const response = await importQti(ctx.app, cookie, name, data());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await quizCount(cookie)).toBe(0);
  });

  it('refuses a file over the size limit with a 413', async () => {
    const { cookie } = await signUp(ctx.app);
    const response = await importQti(ctx.app, cookie, 'big.zip', Buffer.alloc(QTI_MAX_UPLOAD_BYTES + 1, 0x41));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(QTI_TEXT.tooLarge);
  });
});
