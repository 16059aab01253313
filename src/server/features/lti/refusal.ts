import { escapeHtml } from '../../html-escape';

/** A launch or login refused: answered as an HTML page, since a person sees it inside their course. */
export class LtiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LtiRefusal';
  }
}

export function refusalPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Studium could not open this activity</title></head>
<body>
<main>
<h1>Studium could not open this activity</h1>
<p>${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}
