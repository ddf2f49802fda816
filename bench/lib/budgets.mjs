// The bench's budgets: those React 19 can reach at 4× the reference CPU (bench/README.md),
// and those of the probes that table does not cover. Judged on calibrated figures, median of the
// runs; a figure over budget is marked, never fatal.
export const BUDGETS = {
  // home JS, gzip: asked for before the first tile / all after idle
  homeJsGzipKiB: 170,
  homeJsAfterIdleGzipKiB: 250,
  firstTileMs: 300,
  phoneFirstTileMs: 600,
  // Lighthouse mobile, each page: the score's gate, and the aim shown beside it
  lighthouseScore: 90,
  lighthouseScoreAim: 95,
  // TBT (devtools throttling): at most this, and at most the floor page's TBT + the next
  lighthouseTbtMs: 250,
  lighthouseTbtOverFloorMs: 150,
  lighthouseLcpMs: 2000,
  lighthouseCls: 0,
  // main-thread tasks before idle, phone profile (trace)
  longestTaskPhoneMs: 200,
  tasksOver50PhoneMax: 5,
  navigationMs: 100,
  inpMs: 100,
  // probes outside that table
  perRemoteGzipKiB: 3,
  decodeWebCrypto55KbMs: 5,
  refillLongestTaskMs: 50,
  lobbySearchFilterMs: 30,
  launchMs: 50,
  getgamesPerSecond: 2000,
};
