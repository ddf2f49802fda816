import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sessionStore, type StickyBanner as Banner } from '@parlor/shared';
import { installFakeApi, registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { ensurePromotionsNamespace } from '../../i18n/ensure-promotions-namespace';
import { CLOSED_KEY, StickyBanner } from './sticky-banner';

let load = 0;
function serve(banner: Banner | null) {
  const getStickyBanner = jest.fn().mockResolvedValue(banner);
  installFakeApi({ getStickyBanner });
  // a new catalogue load: the banner is asked for afresh
  sessionStore.setState({ catalogueLoadedAt: ++load });
  return getStickyBanner;
}

/** Waits until the banner was asked for and its answer handled. */
async function answered(getStickyBanner: jest.Mock) {
  await waitFor(() => expect(getStickyBanner).toHaveBeenCalled());
  await act(() => Promise.resolve());
}

const renderAt = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <StickyBanner />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await registerSharedNamespace();
  await ensurePromotionsNamespace();
});
beforeEach(() => sessionStorage.clear());

describe('StickyBanner', () => {
  it('shows the banner linking to its page, until the player closes it for the visit', async () => {
    serve({ id: 'reload', text: 'Weekend reload', link: '/promotions' });
    const first = renderAt();
    const banner = await screen.findByRole('complementary', { name: 'Promotion banner' });
    expect(screen.getByRole('link', { name: 'Weekend reload' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close banner' }));
    expect(banner).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CLOSED_KEY)).toBe('reload');
    first.unmount();
    renderAt('/category/table-games');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('stays off the game pages', async () => {
    const api = serve({ id: 'reload', text: 'Weekend reload' });
    renderAt('/play/wolf-gold-rush');
    await answered(api);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing when the casino has no banner', async () => {
    const api = serve({});
    renderAt();
    await answered(api);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("sanitises the operator's markup: no script, handler or javascript: link survives", async () => {
    serve({
      id: 'html',
      html:
        '<strong>Big weekend</strong><script>window.__pwned = 1</script>' +
        '<img src="x" onerror="window.__pwned = 2" alt=""><a href="javascript:alert(1)">Go</a>',
    });
    const { container } = renderAt();
    await screen.findByRole('complementary', { name: 'Promotion banner' });
    const host = container.querySelector('.operator-markup')!;
    await waitFor(() => expect(host.shadowRoot?.innerHTML ?? '').toContain('Big weekend'));
    expect(host.shadowRoot!.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
