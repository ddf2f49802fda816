// A stand-in for the third-party live-chat widget (docs/controller.md): a same-origin script (the
// CSP allows it) that defines window.ParlorLiveChat { showWidget, hideWidget, addTag } and shows
// a small chat panel.
import type { FastifyPluginAsync } from 'fastify';

export const LIVECHAT_SCRIPT = `(function () {
  if (window.ParlorLiveChat) return;
  var tags = [];
  var panel = null;
  var opener = null;
  var lang = (document.documentElement.lang || 'en').slice(0, 2);
  var copy = {
    en: ['Live chat', 'Hi! An agent will be with you shortly.', 'Close chat', 'Your message', 'Send'],
    de: ['Live-Chat', 'Hallo! Gleich ist jemand für dich da.', 'Chat schließen', 'Deine Nachricht', 'Senden'],
    es: ['Chat en vivo', '¡Hola! Un agente te atenderá en breve.', 'Cerrar chat', 'Tu mensaje', 'Enviar'],
    fr: ['Chat en direct', 'Bonjour ! Un conseiller arrive dans un instant.', 'Fermer le chat', 'Votre message', 'Envoyer']
  }[lang] || null;
  if (!copy) copy = ['Live chat', 'Hi! An agent will be with you shortly.', 'Close chat', 'Your message', 'Send'];
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text) node.textContent = text;
    return node;
  }
  function hideWidget() {
    if (!panel) return;
    panel.remove();
    panel = null;
    if (opener && opener.focus) opener.focus();
  }
  function showWidget() {
    if (panel) { panel.querySelector('textarea').focus(); return; }
    opener = document.activeElement;
    panel = el('section', { role: 'dialog', 'aria-label': copy[0], 'data-livechat': '', 'data-tags': tags.join(' '),
      style: 'position:fixed;right:16px;bottom:84px;z-index:190;width:min(320px,calc(100% - 32px));padding:16px;border-radius:10px;background:var(--color-surface);color:var(--color-text);box-shadow:var(--shadow);border:1px solid var(--color-border)' });
    var title = el('h2', { style: 'margin:0 0 8px;font-size:1.1rem' }, copy[0]);
    var text = el('p', { style: 'margin:0 0 12px' }, copy[1]);
    var label = el('label', { style: 'display:grid;gap:4px' });
    label.appendChild(el('span', {}, copy[3]));
    var box = el('textarea', { rows: '3', style: 'font:inherit;background:var(--color-bg);color:var(--color-text);border:1px solid var(--color-border);border-radius:8px' });
    label.appendChild(box);
    var close = el('button', { type: 'button', class: 'btn', style: 'margin-top:8px' }, copy[2]);
    close.addEventListener('click', hideWidget);
    panel.addEventListener('keydown', function (e) { if (e.key === 'Escape') { e.stopPropagation(); hideWidget(); } });
    panel.appendChild(title); panel.appendChild(text); panel.appendChild(label); panel.appendChild(close);
    document.body.appendChild(panel);
    box.focus();
  }
  window.ParlorLiveChat = {
    showWidget: showWidget,
    hideWidget: hideWidget,
    addTag: function (tag) {
      if (typeof tag === 'string' && tags.indexOf(tag) < 0) tags.push(tag);
      if (panel) panel.setAttribute('data-tags', tags.join(' '));
    },
    tags: function () { return tags.slice(); }
  };
})();
`;

/** The live-chat area, a Fastify plugin. */
export const livechatRoutes: FastifyPluginAsync = async (app) => {
  app.get('/livechat/widget.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(LIVECHAT_SCRIPT),
  );
};
