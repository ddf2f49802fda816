import { render, screen } from '@testing-library/react';
import { sessionStore, type NamedWidgetKind } from '@parlor/shared';
import { installFakeApi, registerSharedNamespace, MemoryRouter } from '@parlor/shared/testing';
import { ensurePromotionsNamespace } from '../i18n/ensure-promotions-namespace';
import { WidgetSlots } from './widget-slots';

beforeAll(async () => {
  await registerSharedNamespace();
  await ensurePromotionsNamespace();
});

const WIDGETS = {
  escapepodwidget: { title: 'Escape Pod', link: '/promotions' },
  fortunetellerwidget: { title: 'Fortune Teller', link: 'https://fortune.example/today' },
};

let load = 0;
function renderSlots() {
  installFakeApi({
    getWidgets: jest
      .fn()
      .mockResolvedValue(Object.entries(WIDGETS).map(([kind, w]) => ({ id: kind, kind, ...w }))),
    getNamedWidget: jest.fn((kind: NamedWidgetKind) =>
      Promise.resolve({ id: kind, kind, ...WIDGETS[kind as keyof typeof WIDGETS] }),
    ),
    getWidgetMarkup: jest.fn().mockResolvedValue({ html: '<h3>Promotions</h3>' }),
  });
  sessionStore.setState({ catalogueLoadedAt: ++load });
  return render(
    <MemoryRouter>
      <WidgetSlots />
    </MemoryRouter>,
  );
}

describe('WidgetSlots', () => {
  it("keeps a widget's link to another site, opened in a new window without a hold on ours", async () => {
    renderSlots();
    const partner = await screen.findByRole('link', { name: 'Fortune Teller' });
    expect(partner).toHaveAttribute('href', 'https://fortune.example/today');
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
    // a link of the site stays in the site
    const ours = await screen.findByRole('link', { name: 'Escape Pod' });
    expect(ours).toHaveAttribute('href', '/promotions');
    expect(ours).not.toHaveAttribute('target');
  });

  it("shows the synth games widget's document in a frame of an opaque origin", async () => {
    renderSlots();
    const frame = await screen.findByTitle('Synth games widget');
    expect(frame).toHaveAttribute('src', '/api/controller?widgethtml&name=synth&lang=en');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  });
});
