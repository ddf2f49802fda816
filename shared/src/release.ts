// @parlor/shared/release: what a release of the remotes must provide (the modules the site loads
// and the shared versions it needs), for the server's release commands and the tests that keep
// the list in step with the route table and the lobby's home sections.
export * from './release/required-exposes';
export * from './release/shared-compat';
