// The floor page's HTML: the first screen the site serves for home, as it is, with the shell's
// scripts (and the calls and preloads that only they use) taken out and the floor's script put
// in their place. CommonJS, so the bench and jest load it as is.

/** The floor's entry (bench/browser/floor.webpack.config.cjs serves its files under /floor/). */
const FLOOR_SCRIPT = '/floor/main.js';

/** @param {string} siteHtml  the site's answer to GET / */
function floorHtml(siteHtml) {
  const html = siteHtml
    // the shell's scripts, external ones: inline data (type="application/json") stays
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi, '')
    // what only the shell's code uses: its script preloads and the boot calls' fetch preloads
    .replace(
      /<link\b[^>]*\brel="?(?:modulepreload|preload)"?[^>]*\bas="?(?:script|fetch)"?[^>]*>/gi,
      '',
    )
    .replace(
      /<link\b[^>]*\bas="?(?:script|fetch)"?[^>]*\brel="?(?:modulepreload|preload)"?[^>]*>/gi,
      '',
    )
    // a CSP in the page would name the shell's sources, not the floor's
    .replace(/<meta\b[^>]*http-equiv="?content-security-policy"?[^>]*>/gi, '');
  if (!html.includes('</head>')) throw new Error('the site answered home without a <head>');
  return html.replace('</head>', `<script defer src="${FLOOR_SCRIPT}"></script></head>`);
}

module.exports = { FLOOR_SCRIPT, floorHtml };
