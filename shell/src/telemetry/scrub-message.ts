// An error's message leaves the browser without player data: no query strings or fragments
// (tokens, ids), no e-mail addresses, no long numbers (ids, balances), at most 300 characters.

const MAX_MESSAGE = 300;
const SENSITIVE = /https?:\/\/[^\s?#'"<>()]*|[^\s@'"<>()]+@[^\s@'"<>()]+\.[a-z]{2,}|\d{4,}/gi;
const QUERY = /[?#][^\s'"<>()]*=[^\s'"<>()]*/g;

export function scrubMessage(message: string): string {
  return message
    .replace(SENSITIVE, (match) =>
      /^https?:/i.test(match) ? match : match.includes('@') ? '<email>' : '#',
    )
    .replace(QUERY, '')
    .slice(0, MAX_MESSAGE);
}
