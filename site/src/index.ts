// @parlor/site: the site as a library, for a server that serves the shell's page in its own process
// (the reference server run alone) and for the controller checker, which reads a controller as
// the site does. The site itself runs from site-main.ts.
export {
  REPO_ROOT,
  intSetting,
  isCasinoKey,
  loadSiteSettings,
  type SiteSettings,
} from './site-settings';
export { originsOf, remotesFor, type RemotesSettings } from './remotes';
export { registerShellIndex } from './pages/shell-index';
export { createFirstScreenRenderer } from './pages/render/first-screen-renderer';
export { PageDataUnavailable, type PageData } from './pages/page-data';
export { registerCompression, registerStaticApp } from './static/serve-app';
export {
  documentCspOf,
  registerSecurityHeaders,
  type CspSources,
} from './security/security-headers';
export { isCrossSite, isSameOriginRequest, originMatchesHost } from './security/same-origin';
export { normaliseBasePath, routeUnderBasePath } from './web/base-path';
export { LOOPBACK_PROXIES, proxyTrust, trustedProxiesOf } from './web/trusted-proxies';
export { readCookie, serializeCookie, setCookie, type CookieOptions } from './web/cookies';
export { escapeHtml, sendHtml, type HtmlReplyOptions } from './web/html';
export { isKebab, KEBAB_RE } from './web/kebab';
export {
  configuredGamesOrigin,
  GAMES_HOST_PREFIX,
  gamesOriginOfHost,
  portSuffixOf,
} from './web/games-origin-rule';
export { isLang, langOrEnglish, LANGS } from './i18n/languages';
export { visitorLanguage, type PageLang } from './i18n/visitor-language';
export { failureKind, nodeControllerFetch, type ControllerFetch } from './controller-http';
