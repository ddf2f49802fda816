// The console's one stylesheet, served as a file (the pages' CSP allows no inline style): light
// and dark (the system's, or the operator's choice in `data-theme`), a visible focus ring, no
// motion. Colours meet WCAG AA against their backgrounds in both themes.
import { createHash } from 'node:crypto';

export const OPS_CSS = `
:root{color-scheme:light;--bg:#fff;--fg:#1b1b1f;--muted:#4a4a55;--line:#c4c4cc;--panel:#f4f4f7;
--link:#0b57d0;--accent:#0b57d0;--on-accent:#fff;--danger:#a4161a;--on-danger:#fff;
--ok-bg:#e6f4ea;--ok-line:#1e7b34;--alert-bg:#fdecea;--alert-line:#a4161a;--focus:#c2410c}
:root[data-theme=dark]{color-scheme:dark;--bg:#15151a;--fg:#ececf1;--muted:#b4b4c0;--line:#4a4a55;
--panel:#1f1f27;--link:#9ec1ff;--accent:#9ec1ff;--on-accent:#0b1a33;--danger:#ffb4ab;
--on-danger:#3b0a08;--ok-bg:#12301c;--ok-line:#7fd99a;--alert-bg:#3a1414;--alert-line:#ffb4ab;
--focus:#ffb86b}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;--bg:#15151a;
--fg:#ececf1;--muted:#b4b4c0;--line:#4a4a55;--panel:#1f1f27;--link:#9ec1ff;--accent:#9ec1ff;
--on-accent:#0b1a33;--danger:#ffb4ab;--on-danger:#3b0a08;--ok-bg:#12301c;--ok-line:#7fd99a;
--alert-bg:#3a1414;--alert-line:#ffb4ab;--focus:#ffb86b}}
*{box-sizing:border-box}
*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
a{color:var(--link)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:.5rem;top:-4rem;background:var(--bg);color:var(--link);padding:.5rem 1rem;
border:2px solid var(--focus);z-index:1}
.skip:focus{top:.5rem}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);
white-space:nowrap}
header.top{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;
padding:.75rem 1.25rem;border-bottom:1px solid var(--line);background:var(--panel)}
header.top .brand{font-weight:700;margin:0}
header.top .brand a{color:var(--fg);text-decoration:none}
nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:0;padding:0}
nav a[aria-current=page]{font-weight:700}
.who{display:flex;gap:.75rem;align-items:center;color:var(--muted)}
main{padding:1.25rem;max-width:78rem;margin:0 auto}
footer{padding:1rem 1.25rem;border-top:1px solid var(--line);display:flex;flex-wrap:wrap;gap:1.5rem}
fieldset{border:1px solid var(--line);padding:.5rem .75rem;margin:0}
legend{color:var(--muted);padding:0 .25rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:var(--panel)}
td.num{text-align:right;font-variant-numeric:tabular-nums}
.remote{border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}
.remote h2{margin-top:0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;overflow-wrap:anywhere}
.forms{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:1rem}
.action-pair{display:grid;gap:1rem}
form.action{border:1px solid var(--line);border-radius:.5rem;padding:.75rem;background:var(--panel)}
form.action h3{margin:0 0 .5rem;font-size:1rem}
form.inline{display:inline}
label{display:block;margin:.25rem 0}
input,select,button{font:inherit;color:inherit}
input,select{background:var(--bg);border:1px solid var(--muted);border-radius:.25rem;padding:.3rem .4rem;
max-width:100%}
input[type=text],input[type=url],input[type=password]{width:100%}
button{background:var(--accent);color:var(--on-accent);border:1px solid var(--accent);border-radius:.25rem;
padding:.35rem .8rem;margin-top:.5rem;cursor:pointer}
button.danger{background:var(--danger);border-color:var(--danger);color:var(--on-danger)}
button.quiet{background:transparent;color:var(--link);border-color:var(--line);margin-top:0}
button[aria-pressed=true]{font-weight:700;text-decoration:underline}
.status,.alert{border-left:.35rem solid;padding:.5rem 1rem;margin:0 0 1rem}
.status{background:var(--ok-bg);border-color:var(--ok-line)}
.alert{background:var(--alert-bg);border-color:var(--alert-line)}
.status p,.alert p{margin:.25rem 0}
.muted{color:var(--muted)}
code,.link-box{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
.login{max-width:24rem;margin:8vh auto}
`;

export const OPS_CSS_HASH = createHash('sha256').update(OPS_CSS).digest('hex').slice(0, 12);
/** The stylesheet's address under the console: its name changes with it, so it is kept a year. */
export const OPS_CSS_PATH = `/ops/assets/ops.${OPS_CSS_HASH}.css`;
