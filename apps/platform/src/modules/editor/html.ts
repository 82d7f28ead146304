/** The editor's two HTML documents: the sign-in form and the shell the browser UI mounts into. */

import type { EditorEntry } from './built-files';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const SIGN_IN_STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f4f5;color:#18181b;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{background:#fff;padding:2rem;border-radius:12px;box-shadow:0 1px 4px #0002;width:min(22rem,90vw)}
h1{margin:0 0 1rem;font-size:1.5rem}label{display:block;margin-bottom:.25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #a1a1aa;border-radius:6px;font:inherit}
button{margin-top:1rem;width:100%;padding:.6rem;border:0;border-radius:6px;background:#7043f7;color:#fff;
font:inherit;font-weight:600;cursor:pointer}
p[role=alert]{color:#b91c1c;margin:0 0 1rem}`;

export function signInPage(error?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Theme editor — sign in</title>
<style>${SIGN_IN_STYLE}</style>
</head>
<body>
<main>
<h1>Theme editor</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="/editor/session">
<label for="token">Editor token</label>
<input id="token" name="token" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}

/** `entry` names the built UI's current files (their names change with their content). */
export function editorShell(applicationName: string, storefrontUrl: string, entry: EditorEntry): string {
  // `<` escaped so no value can close the script element early.
  const config = JSON.stringify({ storefrontUrl }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Theme editor — ${escapeHtml(applicationName)}</title>
${entry.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('')}<script type="application/json" id="editor-config">${config}</script>
<script type="module" src="${escapeHtml(entry.script)}"></script>
</head>
<body>
<div id="editor-root"></div>
</body>
</html>
`;
}
