import type { Tournament, TournamentsResponse } from '@parlor/shared/types';
import { paintedTournaments } from './painted-tournaments';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;

function tournament(id: number, name: string, startsInH: number, endsInH: number): Tournament {
  return {
    id,
    shortname: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    name,
    provider: ['nova'],
    status: startsInH > 0 ? 'upcoming' : 'active',
    schedule: [
      {
        start_at_iso: new Date(NOW + startsInH * HOUR).toISOString(),
        end_at_iso: new Date(NOW + endsInH * HOUR).toISOString(),
        next_upcoming_startdate: null,
      },
    ],
    prize_pool: 25000.5,
    archives_at: '',
    desktop_image: `/art/${id}.svg`,
    mobile_image: `/art/${id}-mobile.svg`,
    tournament_desktop_image: '',
    tournament_mobile_image: '',
    terms: '',
    associated_games: [],
    paid_places: 10,
    content: { left: '', right: '' },
  };
}

const answer = (over: Partial<TournamentsResponse> = {}): TournamentsResponse => ({
  active_tournaments: [
    { ...tournament(1, 'Spring Spins', -1, 26), buy_in: 5 },
    tournament(2, 'Reel <Rush>', -2, 3),
  ],
  upcoming_tournaments: [tournament(3, 'Night Owls', 2, 30), tournament(4, 'Dawn Cup', 5, 40)],
  finished_tournaments: [tournament(5, 'Winter Wins', -50, -20)],
  ...over,
});

const paint = (over: Partial<TournamentsResponse> = {}, lang: 'en' | 'de' = 'en') =>
  paintedTournaments({ tournaments: answer(over), lang, currency: 'USD', now: NOW });

it('paints the live tournaments with their status, countdown, prize and a guest’s button', () => {
  const html = paint();
  expect(html).toContain('<h1>Tournaments</h1>');
  expect(html).toContain('<h2 id="tournaments-live">Live tournaments</h2>');
  const first = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  expect(first).toContain('class="tournament-card is-live"');
  expect(first).toContain('<span class="tournament-tag is-live">Live</span>');
  expect(first).toContain('Buy-in: <strong>$5.00</strong>');
  expect(first).toContain('Ends in <span class="tournament-countdown">1d 02h 00m 00s</span>');
  expect(first).toContain('Prize pool <strong>$25,000</strong>');
  expect(first).toContain('<a href="/tournaments/spring-spins">Spring Spins</a>');
  // the buttons need the scripts: disabled to assistive technology until the site takes over
  expect(first).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Participate<\/button>/);
  // a name is text, never markup
  expect(html).toContain('Reel &lt;Rush&gt;');
  expect(html).not.toContain('<Rush>');
  // the finished slider (its slides per view follow the window) is the remote's to draw
  expect(html).not.toContain('Winter Wins');
});

it('asks for the first picture at once and first, the others lazily, each with its phone art', () => {
  const images = [...paint().matchAll(/<img [^>]*>/g)].map(([img]) => img);
  expect(images[0]).toContain('src="/art/1.svg"');
  expect(images[0]).toContain('loading="eager" fetchpriority="high"');
  for (const img of images.slice(1)) expect(img).toContain('loading="lazy"');
  expect(paint()).toContain('<source media="(max-width: 567px)" srcset="/art/1-mobile.svg">');
});

it('paints the upcoming slider one tournament at a time, the others inert', () => {
  const html = paint();
  expect(html).toContain(
    '<div class="tournament-slider" role="group" aria-roledescription="carousel" aria-label="Upcoming tournaments">',
  );
  expect(html).toContain('Starts in <span class="tournament-countdown">02h 00m 00s</span>');
  expect(html).toMatch(/<li class="tournament-slide"[^>]*aria-hidden="false">/);
  expect(html).toMatch(/<li class="tournament-slide"[^>]*aria-hidden="true" inert>/);
  expect(html).toContain('<span class="tournament-slider-page">Page 1 of 2</span>');
  expect(html).toMatch(/>Remind Me<\/button>/);
});

it('says when nothing is live, and then asks for the first upcoming picture first', () => {
  const html = paint({ active_tournaments: [] });
  expect(html).toContain('<p>No tournament is running right now.</p>');
  const first = html.match(/<img [^>]*>/)?.[0];
  expect(first).toContain('src="/art/3.svg"');
  expect(first).toContain('fetchpriority="high"');
});

it('speaks the visitor’s language', () => {
  const html = paint({}, 'de');
  expect(html).not.toContain('Live tournaments');
  expect(html).toContain('Std.');
});
