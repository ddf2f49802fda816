// The hidden, empty frame that holds a painted page's load event until the site has taken the
// page over: the server writes it into the page's markup, the shell's entry opens it. Created by
// the entry instead, it was the longest task of start-up after the first paint (13-30 ms). The
// shell's entry runs before any shared module can be used, so it names the id itself
// (shell/src/boot/load-gate.ts); the browser tests check that the two agree.

const LOAD_GATE_ID = 'load-gate';

/** The frame's markup, last in the body of a page the server painted. */
export const LOAD_GATE_FRAME = `<iframe id="${LOAD_GATE_ID}" hidden tabindex="-1" aria-hidden="true"></iframe>`;
