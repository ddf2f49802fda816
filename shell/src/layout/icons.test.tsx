import { render } from '@testing-library/react';
import { Icon, ICON_NAMES } from './icons';

it('draws every menu icon as a decorative SVG in the text colour, never as a text glyph', () => {
  const names = [...ICON_NAMES, 'unknown-name'];
  const { container } = render(
    <>
      {names.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </>,
  );
  const svgs = container.querySelectorAll('svg');
  expect(svgs).toHaveLength(names.length);
  for (const svg of svgs) {
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveClass('icon');
    expect(svg.childElementCount).toBeGreaterThan(0);
  }
  // no emoji or symbol characters left for a font to miss
  expect(container.textContent).toBe('');
});

it('has an icon for every name the casinos’ menus use', () => {
  const used = ['home', 'slots', 'cards', 'poker', 'live', 'star', 'grid', 'jackpot', 'gift'];
  const more = ['trophy', 'providers', 'crown', 'bank', 'mail', 'document', 'wallet', 'user'];
  const shell = ['search', 'chat', 'menu'];
  for (const name of [...used, ...more, ...shell]) expect(ICON_NAMES).toContain(name);
});
