// Menu icons by the config's icon names: one set of inline SVG line icons (24×24 grid, drawn with
// currentColor, so they follow the theme's text and accent tokens), decorative (the label names
// the entry). Inline SVG: no icon font, no emoji font, the same look on every system. The shapes
// are plain markup in @parlor/shared, which the site's page uses too to paint the menu.
import { ICON_FALLBACK, ICON_SHAPES } from '@parlor/shared/host';

export function Icon({ name }: { name: string }) {
  const shape = ICON_SHAPES[name];
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={shape ? name : 'dot'}
      // constant markup of this package's own icon set, never input
      dangerouslySetInnerHTML={{ __html: shape ?? ICON_FALLBACK }}
    />
  );
}

/** The icon names the set draws (any other name shows a dot). */
export const ICON_NAMES = Object.keys(ICON_SHAPES);
