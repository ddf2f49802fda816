// The async boundary, as in the shell: the federation runtime negotiates the shared singletons
// before any React code is evaluated.
void import('./hydrate-floor');
