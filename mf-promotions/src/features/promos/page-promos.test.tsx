import { render, screen } from '@testing-library/react';
import { sessionStore } from '@parlor/shared';
import { makeConfig, registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { ensurePromotionsNamespace } from '../../i18n/ensure-promotions-namespace';
import { PagePromos } from './page-promos';

// the promos' answer never comes: what is shown while it is on its way
jest.mock('../../hooks/use-promos', () => ({
  usePromos: () => ({ data: null, error: null, retry: () => undefined }),
}));

const IMAGE = 'http://assets.test/promos/weekend.jpg';

function announce(href: string) {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('href', href);
  link.setAttribute('data-home-promo', '');
  document.head.append(link);
}

const waitingImage = () => screen.getByRole('status').querySelector('img');

beforeAll(async () => {
  await registerSharedNamespace();
  await ensurePromotionsNamespace();
});
beforeEach(() => sessionStore.getState().setConfig(makeConfig({ is_fusion: true })));
afterEach(() => document.head.querySelectorAll('link[data-home-promo]').forEach((l) => l.remove()));

describe('PagePromos while the promos load', () => {
  it("shows on home the image the page announced for its top promo, in the banner's box", () => {
    announce(IMAGE);
    render(
      <MemoryRouter>
        <PagePromos page="home" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveClass('promo-banner-box');
    expect(waitingImage()).toHaveAttribute('src', IMAGE);
  });

  it('keeps an empty box when the page announced none', () => {
    render(
      <MemoryRouter>
        <PagePromos page="home" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveClass('promo-banner-box');
    expect(waitingImage()).toBeNull();
  });

  it("keeps a list's box quietly, without home's image: the page's own status messages stay the only ones", () => {
    announce(IMAGE);
    const { container } = render(
      <MemoryRouter>
        <PagePromos page="favorites" reserved />
      </MemoryRouter>,
    );
    expect(container.querySelector('.promo-banner-box')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.promo-banner-box img')).toBeNull();
  });
});
