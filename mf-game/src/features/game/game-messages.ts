// Messages from the game frame: OpenCashier (only from the frame's origin and window) and the
// exit page's "the player left" (only from our own origin).

export interface FrameMessage {
  origin: string;
  data: unknown;
  source: unknown;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function names(data: unknown, name: string): boolean {
  if (data === name) return true;
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    return d.type === name || d.action === name || d.message === name;
  }
  return false;
}

/**
 * True for an OpenCashier message sent by the current game frame: its origin and its window
 * must both match (no frame window yet means no game that could have sent it).
 */
export function isOpenCashierMessage(
  event: FrameMessage,
  frameSrc: string,
  frameWindow: unknown,
): boolean {
  const origin = originOf(frameSrc);
  if (!origin || event.origin !== origin) return false;
  if (frameWindow === undefined || frameWindow === null || event.source !== frameWindow) {
    return false;
  }
  return names(event.data, 'OpenCashier');
}

export const GAME_EXIT_MESSAGE = 'parlor:game-exit';

/** True for the exit page's message: it runs on the site's own origin inside the game frame. */
export function isGameExitMessage(event: FrameMessage, siteOrigin: string): boolean {
  return event.origin === siteOrigin && names(event.data, GAME_EXIT_MESSAGE);
}
