// SVG sources of the assets host: game thumbnails (rendered to jpg/webp by sharp), provider
// icons, brand logos and loaders, synth game images.
import { hash32 } from '../catalogue/prng';
import { escapeHtml } from '../http';

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export function paletteFor(key: string): Palette {
  const h = hash32(key);
  const hue = h % 360;
  const shift = 30 + ((h >>> 9) % 90);
  return {
    from: `hsl(${hue} 70% 42%)`,
    to: `hsl(${(hue + shift) % 360} 75% 22%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
}

/** Greedy word wrap into lines of at most `width` characters (long words kept whole). */
export function wrap(text: string, width: number, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function textBlock(
  lines: string[],
  cx: number,
  cy: number,
  size: number,
  fill = '#ffffff',
): string {
  const lineHeight = size * 1.15;
  const top = cy - ((lines.length - 1) * lineHeight) / 2;
  return lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${(top + i * lineHeight).toFixed(1)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeHtml(l)}</text>`,
    )
    .join('');
}

export type Orientation = 'portrait' | 'landscape';

export const THUMB_SIZES: Record<Orientation, { width: number; height: number }> = {
  portrait: { width: 300, height: 400 },
  landscape: { width: 400, height: 300 },
};

export function gameThumbSvg(
  displayName: string,
  key: string,
  orientation: Orientation,
  caption = '',
): string {
  const { width, height } = THUMB_SIZES[orientation];
  const p = paletteFor(key);
  const h = hash32(`${key}#shapes`);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const x = ((h >>> (i * 5)) % width) | 0;
      const y = ((h >>> (i * 7 + 3)) % height) | 0;
      const r = 30 + ((h >>> (i * 3)) % 90);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" opacity="0.16"/>`;
    })
    .join('');
  const lines = wrap(displayName, orientation === 'portrait' ? 12 : 16);
  const size = orientation === 'portrait' ? 34 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<rect x="12" y="12" width="${width - 24}" height="${height - 24}" rx="18" fill="none" stroke="${p.accent}" stroke-opacity="0.55" stroke-width="3"/>
${textBlock(lines, width / 2, height / 2, size)}
${caption ? textBlock([caption], width / 2, height - 36, 16, p.accent) : ''}
</svg>`;
}

export function providerSvg(name: string, key: string): string {
  const p = paletteFor(key);
  const initials = name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 3)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeHtml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="160" height="160" rx="32" fill="url(#g)"/>
${textBlock([initials], 80, 70, 52)}
${textBlock(wrap(name, 16, 2), 80, 122, 14, p.accent)}
</svg>`;
}

export type Tone = 'light' | 'dark';

export function logoSvg(casinoName: string, tone: Tone): string {
  const ink = tone === 'light' ? '#1d1932' : '#f6f2ff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${escapeHtml(casinoName)}">
<circle cx="30" cy="30" r="22" fill="#ffcf5c"/><path d="M30 14l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#7a3cff"/>
<text x="62" y="38" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="22" fill="${ink}">${escapeHtml(casinoName)}</text>
</svg>`;
}

export function loaderSvg(tone: Tone): string {
  const ink = tone === 'light' ? '#7a3cff' : '#ffcf5c';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Loading">
<circle cx="32" cy="32" r="26" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="6"/>
<path d="M32 6a26 26 0 0 1 26 26" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round">
<animateTransform attributeName="transform" type="rotate" from="0 32 32" to="360 32 32" dur="0.9s" repeatCount="indefinite"/></path>
</svg>`;
}
