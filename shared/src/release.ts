// @parlor/shared/release: the remotes and what the site loads from them, without React: the
// registry of remotes (name, folder, port, exposes), the site's route table (which remote module
// each path shows), the modules a release must provide and the shared versions it needs. For the
// shell's router, the site's page, the server's release commands and the tests that keep them in
// step.
export * from './release/remote-registry';
export * from './release/required-exposes';
export * from './release/shared-compat';
export * from './routing/site-routes';
