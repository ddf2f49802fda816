// A fixed-window counter per client IP, for writes a guest can trigger outside the rate-limit
// plugin's per-route config (a controller keyword shares its route with the others).
export interface IpLimiter {
  /** counts one attempt; false when the IP is over its allowance in the current window */
  allow(ip: string, now?: number): boolean;
}

export function createIpLimiter(max: number, windowMs: number): IpLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(ip, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
      }
      const w = windows.get(ip);
      if (!w || now - w.start >= windowMs) {
        windows.set(ip, { start: now, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
  };
}
