// The player's part of the spin (docs/free-spins.md, "A wheel the player can verify"): the
// browser picks a random client seed after the server has committed to its own, sends it with the
// redeem, and checks the prize against both.

/** 16 random bytes as 32 hex characters (the server takes 16 to 64 of [A-Za-z0-9_-]). */
export function newClientSeed(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return [...random(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the server's seed is keyed with for this spin: `<player id>:<day>:<client seed>`. */
export function spinMessage(commitmentMessage: string, clientSeed: string): string {
  return `${commitmentMessage}:${clientSeed}`;
}
