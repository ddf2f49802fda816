export function referenceCasinoUrls(port: number | string): string;
