import { registerPromotionsNamespace } from './register-promotions-namespace';

let registered: Promise<void> | null = null;

/** Registers the `promotions` strings once, when the first exposed module loads. */
export function ensurePromotionsNamespace(): Promise<void> {
  registered ??= registerPromotionsNamespace();
  return registered;
}
