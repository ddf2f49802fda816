import { asGameOfTheMonth, asPromosResponse, asWidget } from './validate-answers';

describe('answer validation', () => {
  it('keeps usable promos and drops broken ones', () => {
    const answer = asPromosResponse({
      custom_promos: [
        { id: 1, title: 'A', display_on: { pages: ['home', 3] } },
        { title: 'no id' },
      ],
      regular_promos: [],
      category: 'casino',
    });
    expect(answer?.custom_promos).toHaveLength(1);
    expect(answer?.custom_promos[0]?.display_on?.pages).toEqual(['home']);
    expect(asPromosResponse({ custom_promos: 'x' })).toBeNull();
    expect(asPromosResponse(null)).toBeNull();
  });

  it('refuses a game of the month or widget without its essentials', () => {
    expect(asGameOfTheMonth({ title: 'G' })).toBeNull();
    expect(
      asGameOfTheMonth({ title: 'G', cta: { label: 'Play', link: '/play/g' } })?.cta.link,
    ).toBe('/play/g');
    expect(asWidget({ kind: 'crewponwidget' })).toBeNull();
    expect(asWidget({ kind: 'crewponwidget', title: 'Crewpon' })?.id).toBe('crewponwidget');
  });
});
