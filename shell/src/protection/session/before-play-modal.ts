// "Before you play" in the UI store's open modals while it shows: what would invite play meanwhile
// (the daily free spins popup) waits behind it instead of opening a second dialog over it.

export const BEFORE_PLAY_MODAL = 'protection-before-play';
