export const LOOPBACK: string;
export function listenHost(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): string;
export function startEnvs(
  host: string,
  controllerPort: number,
): {
  controller: Record<string, string>;
  site: Record<string, string>;
  remote: Record<string, string>;
};
