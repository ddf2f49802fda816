/** Marks a module that stands in for a remote that could not be loaded (see the shell's plugin). */
export const REMOTE_UNAVAILABLE = '__parlorRemoteUnavailable';
