// Where a protection refusal sends the player: the shell's responsible gaming page (a route, so
// a router link) and the controller's age verification page (a server page: a plain link).
export const RESPONSIBLE_GAMING_PATH = '/responsible-gaming';
export const VERIFICATION_PAGE = '/pages/verification';
