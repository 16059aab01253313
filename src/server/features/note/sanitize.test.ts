import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app';
import { noteRequests } from './note-requests';

const ctx = useTestApp();

async function stored(content: string) {
  const { cookie } = await signUp(ctx.app);
  const notes = noteRequests(() => ctx.app, cookie);
  const created = await notes.created({ title: 'Payload', content: `<p>Safe words</p>${content}` });
  // What is stored is what every later reader gets, not only the create answer.
  const [listed] = (await notes.list()).json();
  expect(listed.content).toBe(created.content);
  const updated = (await notes.update(created.id, { content: `<p>Safe words</p>${content}` })).json();
  expect(updated.content).toBe(created.content);
  return { html: created.content as string, text: created.contentText as string };
}

/** Anything a browser would run or load from the stored HTML. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<(?:script|img|svg|iframe|object|embed|style|form|input|math|div|span|base|meta|link)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
  for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(?:https?:\/\/|mailto:)/);
  for (const [, style] of html.matchAll(/style="([^"]*)"/g)) expect(style).toMatch(/^text-align:(?:left|center|right|justify)$/);
}

describe('note HTML sanitizing', () => {
  const payloads: [string, string][] = [
    ['script tag', '<script>alert(1)</script>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['svg onload', '<svg onload=alert(1)><circle r="5"/></svg>'],
    ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">Click</p>'],
    ['javascript: href', '<a href="javascript:alert(1)">Link</a>'],
    ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">Link</a>'],
    ['tab hidden in the scheme', '<a href="jav&#x09;ascript:alert(1)">Link</a>'],
    ['entity-encoded scheme', '<a href="&#106;&#97;vascript:alert(1)">Link</a>'],
    ['leading spaces and newline', '<a href="  \njavascript:alert(1)">Link</a>'],
    ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Link</a>'],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">Link</a>'],
    ['protocol-relative href', '<a href="//evil.example/x">Link</a>'],
    ['style tricks', '<p style="text-align: center; background-image: url(javascript:alert(1)); position: fixed; top: 0">Styled</p>'],
    ['CSS expression', '<p style="width: expression(alert(1))">Styled</p>'],
    ['style on a tag that never aligns', '<ul style="position:fixed;inset:0"><li>Item</li></ul>'],
    ['style element', '<style>body { display: none }</style>'],
    ['nested script', '<scr<script>ipt>alert(1)</script>'],
    ['split closing script', '<<script>script>alert(1)<</script>/script>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['form action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
    ['math xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['unclosed attribute', '<a href="https://ok.example" onclick="alert(1)>Link</a>'],
    ['comment breakout', '<!--><img src=x onerror=alert(1)>-->'],
    ['base tag', '<base href="https://evil.example/">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['mutation through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['class and id hooks', '<p class="admin" id="root">Hooked</p>'],
  ];

  for (const [name, payload] of payloads) {
    it(`strips ${name}`, async () => {
      const { html } = await stored(payload);
      expectInert(html);
      expect(html).toContain('<p>Safe words</p>');
    });
  }

  it('keeps the words of removed links and elements, escaped as text', async () => {
    const { html, text } = await stored('<p><a href="javascript:alert(1)">Read this</a> and <span>this</span> <b>1 < 2</b></p>');
    expect(html).toBe('<p>Safe words</p><p>Read this and this <b>1 &lt; 2</b></p>');
    expect(text).toBe('Safe words\n\nRead this and this 1 < 2');
  });

  it('keeps everything the editor produces: headings, lists, links, marks, blockquote, alignment', async () => {
    const editorHtml = [
      '<h1>Cells</h1>',
      '<h2 style="text-align: center">Organelles</h2>',
      '<h3 style="text-align: right">Nucleus</h3>',
      '<p style="text-align: justify"><strong>Bold</strong> <b>b</b> <em>italic</em> <i>i</i> <u>underline</u> <s>strike</s> <strike>old</strike> <code>ATP</code></p>',
      '<p style="text-align: left">Line one<br>Line two</p>',
      '<ul><li><p>Membrane</p></li><li><p>Cytoplasm</p><ul><li><p>Cytosol</p></li></ul></li></ul>',
      '<ol start="3"><li><p>Third</p></li></ol>',
      '<blockquote><p>Omnis cellula e cellula.</p></blockquote>',
      '<pre><code>ATP → ADP</code></pre>',
      '<hr>',
      '<p><a href="https://en.wikipedia.org/wiki/Cell_(biology)?a=1&amp;b=2">Wikipedia</a> <a href="http://example.com">plain</a> <a href="mailto:teacher@example.com">Mail</a></p>',
    ].join('');
    const { html, text } = await stored(editorHtml);
    const rel = 'rel="noopener noreferrer nofollow" target="_blank"';
    expect(html).toBe(
      [
        '<p>Safe words</p>',
        '<h1>Cells</h1>',
        '<h2 style="text-align:center">Organelles</h2>',
        '<h3 style="text-align:right">Nucleus</h3>',
        '<p style="text-align:justify"><strong>Bold</strong> <b>b</b> <em>italic</em> <i>i</i> <u>underline</u> <s>strike</s> <strike>old</strike> <code>ATP</code></p>',
        '<p style="text-align:left">Line one<br />Line two</p>',
        '<ul><li><p>Membrane</p></li><li><p>Cytoplasm</p><ul><li><p>Cytosol</p></li></ul></li></ul>',
        '<ol start="3"><li><p>Third</p></li></ol>',
        '<blockquote><p>Omnis cellula e cellula.</p></blockquote>',
        '<pre><code>ATP → ADP</code></pre>',
        '<hr />',
        `<p><a href="https://en.wikipedia.org/wiki/Cell_(biology)?a=1&amp;b=2" ${rel}>Wikipedia</a> <a href="http://example.com" ${rel}>plain</a> <a href="mailto:teacher@example.com" ${rel}>Mail</a></p>`,
      ].join(''),
    );
    expect(text).toContain('Cells\n\nOrganelles\n\nNucleus\n\nBold b italic i underline strike old ATP\n\nLine one\nLine two');
    expect(text).toContain('- Membrane\n- Cytoplasm\n  - Cytosol');
    expect(text).toContain('> Omnis cellula e cellula.');
    expect(text).toContain('Wikipedia plain Mail');
    expect(text).not.toContain('<');
  });

  it('keeps a link the editor set target and rel on, with our rel', async () => {
    const { html } = await stored('<p><a target="_self" rel="opener" href="https://example.com">x</a></p>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it('flattens nesting deeper than any note needs, so exports cannot exhaust the stack', async () => {
    const depth = 5000;
    const { html, text } = await stored(`${'<blockquote>'.repeat(depth)}deep${'</blockquote>'.repeat(depth)}`);
    expect(html.match(/<blockquote>/g)!.length).toBeLessThan(40);
    expect(text).toContain('deep');
  });
});
