// The menu's line icons as SVG markup (24×24 grid, drawn with currentColor), one set for the shell's
// Icon and for the site's page, which paints the menu before any script runs. Plain data: no React.

/** The inner markup of each icon, by the config's icon names. */
export const ICON_SHAPES: Readonly<Record<string, string>> = {
  home: '<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10"></path>',
  slots:
    '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M9 5v14M15 5v14M5 12h2M11 12h2M17 12h2"></path>',
  cards:
    '<rect x="4" y="6" width="11" height="15" rx="2"></rect><path d="M9 3h9a2 2 0 0 1 2 2v12"></path>',
  poker:
    '<path d="M12 3c3 4 7 6 7 10a4 4 0 0 1-7 2.5A4 4 0 0 1 5 13c0-4 4-6 7-10zM12 15v6M9 21h6"></path>',
  live: '<circle cx="12" cy="12" r="3"></circle><path d="M7 7a7 7 0 0 0 0 10M17 7a7 7 0 0 1 0 10"></path>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"></path>',
  grid: '<rect x="4" y="4" width="7" height="7" rx="1"></rect><rect x="13" y="4" width="7" height="7" rx="1"></rect><rect x="4" y="13" width="7" height="7" rx="1"></rect><rect x="13" y="13" width="7" height="7" rx="1"></rect>',
  jackpot:
    '<ellipse cx="12" cy="6" rx="7" ry="3"></ellipse><path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6"></path>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"></rect><path d="M5 12v8h14v-8M12 8v12M12 8c-1-3-5-4-5-1.5S10 8 12 8zM12 8c1-3 5-4 5-1.5S14 8 12 8z"></path>',
  trophy:
    '<path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M9 17h6v3H9z"></path>',
  providers: '<path d="M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5"></path>',
  crown: '<path d="M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14"></path>',
  bank: '<path d="M3 9l9-5 9 5M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18"></path>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="M3 7l9 6 9-6"></path>',
  document: '<path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6"></path>',
  wallet:
    '<path d="M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3"></path><path d="M16 12h4v4h-4a2 2 0 0 1 0-4z"></path>',
  user: '<circle cx="12" cy="8" r="4"></circle><path d="M4 21c1-4 4-6 8-6s7 2 8 6"></path>',
  search: '<circle cx="11" cy="11" r="6"></circle><path d="M20 20l-4.5-4.5"></path>',
  heart:
    '<path d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z"></path>',
  spark: '<path d="M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z"></path>',
  chat: '<path d="M4 5h16v11H9l-5 4z"></path>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"></path>',
  logout: '<path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9"></path>',
  lock: '<rect x="5" y="11" width="14" height="9" rx="2"></rect><path d="M8 11V8a4 4 0 0 1 8 0v3"></path>',
};

/** What an unknown name draws. */
export const ICON_FALLBACK = '<circle cx="12" cy="12" r="3"></circle>';

/** The attributes of every icon's `<svg>`: decorative, in the text colour. */
export const ICON_SVG_ATTRIBUTES =
  'class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

/** An icon as markup, for pages written without React. */
export function iconMarkup(name: string): string {
  const shape = ICON_SHAPES[name];
  return `<svg ${ICON_SVG_ATTRIBUTES} data-icon="${shape ? name : 'dot'}">${shape ?? ICON_FALLBACK}</svg>`;
}
