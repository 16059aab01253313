import { randomBytes } from 'node:crypto';
import { LTI_PATHS, LTI_TEXTS } from '../../../shared/lti';
import { escapeHtml } from '../../html-escape';

// The LTI pages Studium renders itself (decision 075): the deep-linking picker, the auto-posting
// answer to the platform and the "open in a new window" page. Small, without the app's bundle,
// each with its own Content-Security-Policy.

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto}h1{font-size:1.4rem}fieldset{border:1px solid #999;border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}label{display:flex;gap:.5rem;align-items:flex-start;padding:.4rem 0;overflow-wrap:anywhere}
input[type=radio]{width:1.2rem;height:1.2rem;margin-top:.15rem;flex:none}
button,.button{font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer;text-decoration:none;display:inline-block}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #111;outline-offset:2px}`;

export interface LtiPage {
  html: string;
  csp: string;
}

/** `frameAncestors`: the registered platforms' origins, so the page works inside their iframe. */
function page(title: string, body: string, policy: { frameAncestors: readonly string[]; formAction?: string; nonce?: string }): LtiPage {
  const ancestors = policy.frameAncestors.length ? policy.frameAncestors.join(' ') : "'none'";
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    policy.nonce ? `script-src 'nonce-${policy.nonce}'` : null,
    `form-action ${policy.formAction ?? "'self'"}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join('; ');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return { html, csp };
}

export interface PickerItems {
  quizzes: { id: string; title: string }[];
  studyPaths: { id: string; title: string }[];
  studyPlans: { id: string; title: string }[];
}

/** The instructor's choice: one radio per item, grouped by kind; posted to /api/lti/deep-link. */
export function pickerPage(deepLinkId: string, items: PickerItems, frameAncestors: readonly string[]): LtiPage {
  const groups: [string, string, { id: string; title: string }[]][] = [
    ['Quizzes', 'quiz', items.quizzes],
    ['Study paths', 'study-path', items.studyPaths],
    ['Study plans', 'study-plan', items.studyPlans],
  ];
  const any = groups.some(([, , list]) => list.length > 0);
  let first = true;
  const fieldsets = groups
    .filter(([, , list]) => list.length > 0)
    .map(([legend, kind, list]) => {
      const options = list
        .map((item) => {
          const checked = first ? ' checked' : '';
          first = false;
          return `<label><input type="radio" name="item" value="${escapeHtml(`${kind}:${item.id}`)}"${checked}> <span>${escapeHtml(item.title)}</span></label>`;
        })
        .join('\n');
      return `<fieldset><legend>${legend}</legend>\n${options}\n</fieldset>`;
    })
    .join('\n');
  const body = any
    ? `<h1>${LTI_TEXTS.pickerTitle}</h1>
<p>${LTI_TEXTS.pickerIntro}</p>
<form method="post" action="${LTI_PATHS.deepLink}">
<input type="hidden" name="deepLinkId" value="${escapeHtml(deepLinkId)}">
${fieldsets}
<button type="submit">${LTI_TEXTS.pickerSubmit}</button>
</form>`
    : `<h1>${LTI_TEXTS.pickerTitle}</h1>
<p>${LTI_TEXTS.pickerNothing}</p>`;
  return page(LTI_TEXTS.pickerTitle, body, { frameAncestors });
}

/** The answer to the platform: its return URL gets the signed JWT by an auto-posted form (a button without script). */
export function returnPage(returnUrl: string, jwt: string, frameAncestors: readonly string[]): LtiPage {
  const nonce = randomBytes(16).toString('base64');
  const body = `<h1>${LTI_TEXTS.returning}</h1>
<form method="post" action="${escapeHtml(returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(jwt)}">
<button type="submit">${LTI_TEXTS.continue}</button>
</form>
<script nonce="${nonce}">document.forms[0].submit()</script>`;
  return page(LTI_TEXTS.returning, body, { frameAncestors, formAction: new URL(returnUrl).origin, nonce });
}

/** A framed launch that could not read its cookie: the login again, in a window of its own. */
export function newWindowPage(loginUrl: string, frameAncestors: readonly string[]): LtiPage {
  const body = `<h1>${LTI_TEXTS.newWindowTitle}</h1>
<p>${LTI_TEXTS.newWindowText}</p>
<p><a class="button" href="${escapeHtml(loginUrl)}" target="_blank" rel="noopener">${LTI_TEXTS.openInNewWindow}</a></p>`;
  return page(LTI_TEXTS.newWindowTitle, body, { frameAncestors });
}
