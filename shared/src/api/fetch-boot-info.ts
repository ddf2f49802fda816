import type { BootInfo } from '../types/entities';
import { checkBootInfo, readBootExtras } from './boot-info-check';
import { ControllerError, fetchOrThrow, globalFetch, REQUEST_TIMEOUTS } from './controller-error';

export interface FetchBootInfoOptions {
  /** default '/api/boot' */
  url?: string;
  fetch?: typeof fetch;
  /** default REQUEST_TIMEOUTS.bootMs */
  timeoutMs?: number;
}

/** GET /api/boot: controller path, passphrase and remotes of this casino; throws ControllerError. */
export async function fetchBootInfo(options: FetchBootInfoOptions = {}): Promise<BootInfo> {
  const url = options.url ?? '/api/boot';
  const response = await fetchOrThrow(
    options.fetch ?? globalFetch,
    url,
    {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    },
    options.timeoutMs ?? REQUEST_TIMEOUTS.bootMs,
  );
  let info: Partial<BootInfo> | null = null;
  try {
    info = (await response.json()) as Partial<BootInfo> | null;
  } catch {
    // Reported below as invalid boot info.
  }
  if (!info || checkBootInfo(info) !== null) {
    throw new ControllerError('Boot info is missing controller_path or passphrase', {
      status: response.status,
      code: 'invalid_boot_info',
      url,
    });
  }
  const { telemetry: _telemetry, preview: _preview, ...rest } = info;
  return { ...rest, remotes: info.remotes ?? {}, ...readBootExtras(info) } as BootInfo;
}
