// Writes the bench page's inputs, made with the reference server's own code so the bench decodes
// what the server really sends:
//   payloads.json      encrypted envelopes (server encoder, default passphrase) of a few sizes
//   games-<N>.json     getgames payloads of N generated fusion games
// usage: tsx bench/make-payloads.ts <out dir> [games counts, comma separated]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CASINOS, casinoConfig } from '../server/src/casinos/casinos';
import { toGamesPayload } from '../server/src/catalogue/catalogue-store';
import { generateCatalogue } from '../server/src/catalogue/generate-catalogue';
import { encodeEnvelope } from '../server/src/crypto/encode-envelope';

const PASSPHRASE = 'parlor-demo-passphrase';
const ASSETS_ORIGIN = 'http://localhost:8086';

export interface BenchPayload {
  id: string;
  label: string;
  plainBytes: number;
  wireBytes: number;
  wire: string;
}

/** The first games of the catalogue whose JSON reaches about `bytes` (a favorites-like list). */
function gamesOfSize(games: readonly unknown[], bytes: number): unknown[] {
  const picked: unknown[] = [];
  let size = 2;
  for (const game of games) {
    if (size >= bytes) break;
    picked.push(game);
    size += JSON.stringify(game).length + 1;
  }
  return picked;
}

function envelope(id: string, label: string, value: unknown): BenchPayload {
  // One process, one salt (the encoder caches it for 10 minutes): warm decodes reuse the key.
  const wire = encodeEnvelope(value, PASSPHRASE);
  return {
    id,
    label,
    plainBytes: Buffer.byteLength(JSON.stringify(value)),
    wireBytes: wire.length,
    wire,
  };
}

function main(): void {
  const outDir = path.resolve(process.argv[2] ?? 'bench/.data');
  const counts = (process.argv[3] ?? '1000,10000').split(',').map(Number).filter(Boolean);
  mkdirSync(outDir, { recursive: true });

  const games = toGamesPayload(generateCatalogue({ variant: 'fusion' }), ASSETS_ORIGIN).games;
  const config = {
    config: casinoConfig(CASINOS.fusion, { hostname: 'localhost', assetsPort: 8086 }),
    player: null,
  };
  const payloads = [
    envelope('small', 'small list', gamesOfSize(games, 2_000)),
    envelope('getconfig', 'getconfig (guest)', config),
    envelope('large', 'large list', gamesOfSize(games, 55_000)),
  ];
  writeFileSync(
    path.join(outDir, 'payloads.json'),
    JSON.stringify({ passphrase: PASSPHRASE, payloads }),
  );

  for (const count of counts) {
    const catalogue = generateCatalogue({ variant: 'fusion', count });
    const payload = toGamesPayload(catalogue, ASSETS_ORIGIN);
    writeFileSync(path.join(outDir, `games-${count}.json`), JSON.stringify(payload));
  }
  const sizes = payloads.map((p) => `${p.id} ${p.plainBytes} B`).join(', ');
  process.stdout.write(`bench payloads: ${sizes}; games ${counts.join(', ')}\n`);
}

main();
