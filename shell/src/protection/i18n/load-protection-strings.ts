/** The protection screens' strings, in a chunk of their own (register-protection-namespace.ts). */
export function loadProtectionStrings(): Promise<void> {
  return import(
    /* webpackChunkName: "protection-strings" */ './register-protection-namespace'
  ).then((m) => m.registerProtectionNamespace());
}
