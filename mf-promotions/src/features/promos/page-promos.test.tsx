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

  it("does not show home's image in a list's reserved box", () => {
    announce(IMAGE);
    render(
      <MemoryRouter>
        <PagePromos page="category" category="slots" reserved />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveClass('promo-banner-box');
    expect(waitingImage()).toBeNull();
  });
});
