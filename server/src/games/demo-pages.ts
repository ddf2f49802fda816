// HTML, script and style of the demo games, the exit page and the cashier (served as files so
// that strict CSPs without 'unsafe-inline' scripts apply).
import { SAFE_RETURN_PATH_JS } from '../security/safe-redirect';
import { escapeHtml } from '../http';
import { pageText, type PageLang } from '../i18n/page-language';
import { STAKES_CENTS, type GameKind } from './game-sessions';
import { GAME_TEXTS, type GameTextKey } from './page-texts';

const textOf = (lang: PageLang) => (key: GameTextKey) =>
  escapeHtml(pageText(GAME_TEXTS, lang, key));

/** The messages the game script shows, in the page's language (read from `data-text`). */
const SCRIPT_TEXTS: GameTextKey[] = [
  'session_invalid',
  'unreachable',
  'free_spins',
  'no_funds',
  'refused',
  'free_win',
  'free_no_win',
  'win',
  'lose',
  'red',
  'black',
  'green',
];

export interface GamePageModel {
  kind: GameKind;
  title: string;
  realMoney: boolean;
  siteOrigin: string;
  /** validated exit address on the site, or null */
  returnUrl: string | null;
  lang: PageLang;
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function renderGamePage(m: GamePageModel): string {
  const t = textOf(m.lang);
  const scriptTexts = Object.fromEntries(
    SCRIPT_TEXTS.map((key) => [key, pageText(GAME_TEXTS, m.lang, key)]),
  );
  const stakes = STAKES_CENTS.map(
    (c) => `<option value="${c}"${c === 100 ? ' selected' : ''}>${money(c)}</option>`,
  ).join('');
  const mode = t(m.realMoney ? 'real_money' : 'fun_money');
  let play: string;
  if (m.kind === 'slot') {
    play = `<div class="reels" id="reels" aria-label="${t('reels')}" role="img"><span>?</span><span>?</span><span>?</span></div>
<div class="controls">
<label for="stake">${t('bet')}</label> <select id="stake">${stakes}</select>
<button id="play" type="button" class="primary">${t('spin')}</button>
</div>`;
  } else if (m.kind === 'sportsbook') {
    play = `<ul class="events">
<li><span>Harbour City vs Northside Rovers</span> <span class="odds">1.85 · 3.40 · 4.10</span></li>
<li><span>Valley United vs Riverside Athletic</span> <span class="odds">2.20 · 3.10 · 3.25</span></li>
<li><span>Metro Knights vs Coastal Wanderers</span> <span class="odds">1.60 · 3.90 · 5.50</span></li>
</ul>
<p id="result" role="status" aria-live="polite"></p>`;
  } else {
    play = `${m.kind === 'live' ? `<p class="dealer" aria-hidden="true">${t('dealer')}</p>` : ''}<div class="wheel" id="wheel" role="img" aria-label="${t('wheel')}">–</div>
<div class="controls">
<fieldset><legend>${t('bet_on')}</legend>
<label><input type="radio" name="choice" value="red" checked> ${t('red')}</label>
<label><input type="radio" name="choice" value="black"> ${t('black')}</label>
</fieldset>
<label for="stake">${t('bet')}</label> <select id="stake">${stakes}</select>
<button id="play" type="button" class="primary">${t('play')}</button>
</div>`;
  }
  const exit = m.returnUrl
    ? `<a id="exit" class="button" href="${escapeHtml(m.returnUrl)}" target="_self">${t('exit_game')}</a>`
    : '';
  return `<!doctype html>
<html lang="${m.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title>
<link rel="stylesheet" href="/games/static/game.css">
<script src="/games/static/game.js" defer></script>
</head>
<body>
<main class="game" data-kind="${m.kind}" data-site-origin="${escapeHtml(m.siteOrigin)}" data-text="${escapeHtml(JSON.stringify(scriptTexts))}">
<header><h1>${escapeHtml(m.title)}</h1><span class="mode">${mode}</span></header>
<p class="balance">${t('balance')} <output id="balance">…</output></p>
${play}
${m.kind === 'sportsbook' ? '' : '<p id="result" role="status" aria-live="polite"></p>'}
<div class="footer">
<button id="deposit" type="button">${t('deposit')}</button>
${exit}
</div>
</main>
</body>
</html>
`;
}

export function renderGameError(message: GameTextKey, lang: PageLang): string {
  const t = textOf(lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${t('game_unavailable')}</title>
<link rel="stylesheet" href="/games/static/game.css"></head>
<body><main class="game"><h1>${t('game_unavailable')}</h1><p role="alert">${t(message)}</p></main></body></html>
`;
}

export const GAME_CSS = `
:root{color-scheme:dark;--bg:#101826;--panel:#1b2638;--text:#f2f5fa;--muted:#a8b3c7;--accent:#ffc940;--accent-text:#1b1400;--win:#6fe39a;--lose:#ff9b8f}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:var(--bg);color:var(--text)}
.game{max-width:640px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:12px}
header{display:flex;justify-content:space-between;align-items:center;gap:8px}
h1{font-size:1.3rem;margin:0}
.mode{font-size:.85rem;color:var(--muted);border:1px solid var(--muted);border-radius:999px;padding:2px 10px}
.balance{font-size:1.1rem;margin:0}
.reels{display:flex;gap:8px;justify-content:center}
.reels span,.wheel{background:var(--panel);border-radius:12px;min-width:96px;min-height:96px;display:flex;align-items:center;justify-content:center;font-size:1.1rem;font-weight:700;text-transform:capitalize}
.wheel{margin:0 auto;min-width:140px}
.wheel.red{color:var(--lose)}.wheel.green{color:var(--win)}
.controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:center}
fieldset{border:1px solid var(--muted);border-radius:8px}
select,button,.button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid var(--muted);background:var(--panel);color:var(--text);text-decoration:none;cursor:pointer}
.primary{background:var(--accent);color:var(--accent-text);border-color:var(--accent);font-weight:700;min-width:120px}
button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
#result{min-height:1.5em;text-align:center;margin:0}
#result.win{color:var(--win)}#result.lose{color:var(--muted)}#result.error{color:var(--lose)}
.footer{display:flex;justify-content:space-between;gap:8px}
.events{list-style:none;padding:0;margin:0}.events li{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid var(--panel)}
.dealer{color:var(--muted);text-align:center;margin:0}
@media (prefers-reduced-motion:no-preference){.spinning{animation:pulse .4s ease-in-out infinite alternate}}
@keyframes pulse{from{opacity:1}to{opacity:.4}}
`;

/** The demo games' script: state, bets, Deposit (OpenCashier to the parent) and exit. */
export const GAME_JS = `(function () {
  'use strict';
  var root = document.querySelector('main.game');
  if (!root) return;
  var kind = root.getAttribute('data-kind');
  var siteOrigin = root.getAttribute('data-site-origin') || '*';
  var token = new URLSearchParams(location.search).get('token') || '';
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var playBtn = document.getElementById('play');
  var stakeEl = document.getElementById('stake');
  var currency = '';
  var texts = {};
  try { texts = JSON.parse(root.getAttribute('data-text') || '{}'); } catch (e) { /* English below */ }
  function say(key, fallback, vars) {
    var template = texts[key] || fallback;
    return template.replace(/\\{(\\w+)\\}/g, function (whole, name) { return vars && name in vars ? vars[name] : whole; });
  }

  function money(cents) { return (cents / 100).toFixed(2) + (currency ? ' ' + currency : ''); }
  function show(text, cls) { if (resultEl) { resultEl.textContent = text; resultEl.className = cls || ''; } }
  function roundId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var a = new Uint8Array(16); crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, body: j }; }); });
  }
  function setBalance(cents) { balanceEl.textContent = money(cents); balanceEl.setAttribute('data-cents', String(cents)); }

  post('/games/api/state', { token: token }).then(function (res) {
    if (!res.ok) { show(say('session_invalid', 'This game session is not valid'), 'error'); if (playBtn) playBtn.disabled = true; return; }
    currency = res.body.currency || '';
    setBalance(res.body.balance_cents);
    if (res.body.free_spins > 0) show(say('free_spins', 'You have {count} free spins on this game.', { count: res.body.free_spins }), 'win');
  }, function () { show(say('unreachable', 'The game server cannot be reached'), 'error'); });

  var lang = new URLSearchParams(location.search).get('lang');
  var langQuery = lang ? '?lang=' + encodeURIComponent(lang) : '';
  var PROTECTION = { reality_check_due: 1, limit_reached: 1, on_break: 1, self_excluded: 1 };
  var busy = false;
  if (playBtn) playBtn.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    playBtn.disabled = true;
    var stake = Number(stakeEl.value);
    var body = { token: token, round: roundId(), stake: stake };
    var reels = document.getElementById('reels');
    var wheel = document.getElementById('wheel');
    if (kind === 'slot') { body.choice = null; if (reels) reels.classList.add('spinning'); }
    else {
      var checked = document.querySelector('input[name="choice"]:checked');
      body.choice = checked ? checked.value : 'red';
      if (wheel) wheel.classList.add('spinning');
    }
    show('', '');
    post('/games/api/bet' + langQuery, body).then(function (res) {
      if (reels) reels.classList.remove('spinning');
      if (wheel) wheel.classList.remove('spinning');
      if (!res.ok) {
        // a player protection refusal says which rule and until when, in the page's language
        if (PROTECTION[res.body.code] && typeof res.body.error === 'string') { show(res.body.error, 'error'); return; }
        show(res.body.code === 'insufficient_funds' ? say('no_funds', 'Not enough balance for this bet. Deposit to keep playing.') : res.body.code === 'invalid_session' ? say('session_invalid', 'This game session is not valid') : say('refused', 'The bet was refused'), 'error');
        return;
      }
      var r = res.body;
      setBalance(r.balance_cents);
      if (kind === 'slot' && reels) {
        var spans = reels.querySelectorAll('span');
        for (var i = 0; i < spans.length; i++) spans[i].textContent = r.outcome.reels[i];
      } else if (wheel) {
        wheel.textContent = r.outcome.number + ' ' + say(r.outcome.colour, r.outcome.colour);
        wheel.className = 'wheel ' + r.outcome.colour;
      }
      if (r.free_spin) show(r.win_cents > 0 ? say('free_win', 'Free spin! You win {amount}!', { amount: money(r.win_cents) }) : say('free_no_win', 'Free spin! No win this time.'), r.win_cents > 0 ? 'win' : 'lose');
      else if (r.win_cents > 0) show(say('win', 'You win {amount}!', { amount: money(r.win_cents) }), 'win');
      else show(say('lose', 'No win this time. Lost {amount}.', { amount: money(r.stake_cents) }), 'lose');
    }, function () { show(say('unreachable', 'The game server cannot be reached'), 'error'); })
      .then(function () { busy = false; playBtn.disabled = false; });
  });

  var deposit = document.getElementById('deposit');
  if (deposit) deposit.addEventListener('click', function () {
    if (window.parent && window.parent !== window) window.parent.postMessage('OpenCashier', siteOrigin);
    else if (siteOrigin !== '*') location.href = siteOrigin + '/pages/cashier';
  });
})();
`;

export function renderExitPage(lang: PageLang = 'en'): string {
  const t = textOf(lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${t('leaving')}</title>
<script src="/games/static/exit.js" defer></script></head>
<body><p>${t('leaving')}</p><p><a href="/">${t('back_to_lobby')}</a></p></body></html>
`;
}

/**
 * The exit page runs on the site's origin inside the game frame: it tells the game page (same
 * origin) that the player left, and falls back to sending the top window to the stored return
 * page when nobody answers (the key is RETURN_PAGE_KEY of @parlor/shared).
 */
export const EXIT_JS = `(function () {
  'use strict';
  ${SAFE_RETURN_PATH_JS}
  var target = '/';
  try {
    target = safeReturnPath(localStorage.getItem('parlor:return-page')) || '/';
  } catch (e) { /* storage unavailable */ }
  if (window.top !== window.self) {
    try { window.parent.postMessage({ type: 'parlor:game-exit' }, location.origin); } catch (e) { /* ignore */ }
    setTimeout(function () { try { window.top.location.href = target; } catch (e) { location.href = target; } }, 1500);
  } else {
    location.replace(target);
  }
})();
`;

export const CASHIER_JS = `(function () {
  'use strict';
  var form = document.getElementById('deposit-form');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    if (form.getAttribute('data-busy') === '1') { event.preventDefault(); return; }
    form.setAttribute('data-busy', '1');
    var button = form.querySelector('button[type="submit"]');
    if (button) { button.disabled = true; button.textContent = button.getAttribute('data-busy-text') || 'Processing…'; }
  });
})();
`;
