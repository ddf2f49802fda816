// The cookie helpers are the site's (its pages read the same cookies): the ones the server uses.
export { readCookie, serializeCookie, setCookie, type CookieOptions } from '@parlor/site';
