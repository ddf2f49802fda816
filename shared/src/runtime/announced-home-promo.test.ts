import { announcedHomePromoImage, announcedPagePromoImage } from './announced-home-promo';

function announce(href: string | null) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  if (href !== null) link.setAttribute('href', href);
  link.setAttribute('data-home-promo', '');
  document.head.append(link);
}

afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()));

describe('announcedHomePromoImage', () => {
  it("is the address of the image the page preloads for home's top promo", () => {
    announce('https://assets.example/promos/weekend.jpg');
    expect(announcedHomePromoImage()).toBe('https://assets.example/promos/weekend.jpg');
  });

  it('is null when the page announced none, or an address that is not http(s)', () => {
    const other = document.createElement('link');
    other.setAttribute('rel', 'preload');
    other.setAttribute('href', 'https://assets.example/games/a.jpg');
    document.head.append(other);
    expect(announcedHomePromoImage()).toBeNull();
    announce('javascript:alert(1)');
    expect(announcedHomePromoImage()).toBeNull();
  });

  it('is null for an announcement without an address', () => {
    announce(null);
    expect(announcedHomePromoImage()).toBeNull();
  });
});

describe('announcedPagePromoImage', () => {
  it('is the image announced for that page only', () => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('href', 'https://assets.example/promos/cup.jpg');
    link.setAttribute('data-page-promo', 'tournaments');
    document.head.append(link);
    expect(announcedPagePromoImage('tournaments')).toBe('https://assets.example/promos/cup.jpg');
    // another page (a list visited later in the same visit) is not the announced one
    expect(announcedPagePromoImage('favorites')).toBeNull();
    expect(announcedHomePromoImage()).toBeNull();
    expect(announcedPagePromoImage('"]')).toBeNull();
  });
});
