// The cookie helpers live in a leaf module the site's pages share (../web/cookies.ts).
export * from '@parlor/site';
