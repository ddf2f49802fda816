// Deterministic catalogue generator: the same options always give the same catalogue.
import type {
  Category,
  Feature,
  Game,
  JackpotMultiplier,
  LockBy,
  Provider,
  SubGroupSort,
  SynthDetails,
  Theme,
  VisibleEvent,
} from '@parlor/shared/types';
import { createRng, type Rng } from './prng';
import {
  ADJECTIVES,
  CATEGORY_NAMES,
  FEATURES,
  FUSION_PROVIDERS,
  LIVE_GAMES,
  POKER_GAMES,
  POKER_PREFIXES,
  SINGLE_PROVIDER,
  SLOT_SUFFIXES,
  SPECIALTY_GAMES,
  SPORTSBOOK_PROVIDER,
  SUB_GROUPS,
  TABLE_GAMES,
  TABLE_PREFIXES,
  THEMES,
  type ProviderDef,
} from './words';

export type CatalogueVariant = 'fusion' | 'single';
export type LaunchBehaviour = 'ok' | 'mobile_only' | 'invalid_game';

export interface LockInfo {
  lock_by: LockBy;
  visible_event: VisibleEvent | null;
  target_date: string | null;
}

/** What the server keeps to itself about a game (never sent in getgames). */
export interface GameMeta {
  launch: LaunchBehaviour;
  lock: LockInfo | null;
}

export interface Catalogue {
  variant: CatalogueVariant;
  seed: string;
  games: Game[];
  providers: Provider[];
  themes: Theme[];
  features: Feature[];
  categories: Category[];
  total_jackpot: number;
  /** game id -> server-side data */
  meta: Map<number, GameMeta>;
  /** `${shortname}|${provider}` -> game */
  byKey: Map<string, Game>;
}

export interface GenerateOptions {
  variant: CatalogueVariant;
  /** total number of games (edge cases included); default 800 (fusion) or 150 (single) */
  count?: number;
  seed?: string;
  /** "today": release dates and jackpot windows are relative to it */
  now?: Date;
}

export const DEFAULT_COUNTS: Record<CatalogueVariant, number> = { fusion: 800, single: 150 };

const DAY = 86_400_000;

export function gameKey(shortname: string, provider: string): string {
  return `${shortname}|${provider}`;
}

export function kebab(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function money(rng: Rng, min: number, max: number): number {
  return Math.round((min + rng.next() * (max - min)) * 100) / 100;
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

interface Draft {
  name: string;
  shortname: string;
  category: string;
  provider: string;
  themes: string[];
  features: string[];
  release: Date;
  jackpot: number;
  jackpot_multiplier: JackpotMultiplier | null;
  synth: boolean;
  pre_release: boolean;
  lock: LockInfo | null;
  launch: LaunchBehaviour;
  volatility: number;
}

export function generateCatalogue(options: GenerateOptions): Catalogue {
  const variant = options.variant;
  const seed = options.seed ?? `parlor-${variant}`;
  const now = options.now ?? new Date();
  const total = Math.max(0, Math.floor(options.count ?? DEFAULT_COUNTS[variant]));
  const rng = createRng(`${seed}|${variant}|${total}`);
  const fusion = variant === 'fusion';

  const providers: ProviderDef[] = fusion ? FUSION_PROVIDERS : [SINGLE_PROVIDER];
  const categoryWeights: [string, number][] = fusion
    ? [
        ['online-slots', 0.7],
        ['table-games', 0.11],
        ['video-poker', 0.07],
        ['live-dealer', 0.12],
      ]
    : [
        ['online-slots', 0.64],
        ['table-games', 0.12],
        ['video-poker', 0.1],
        ['specialty-games', 0.14],
      ];

  const usedShortnames = new Set<string>();
  const drafts: Draft[] = [];
  const slotProvider = (): string => {
    const p = rng.pick(providers).shortname;
    return p === 'evolution' ? 'netent' : p;
  };
  const base = (overrides: Partial<Draft> & { name: string; provider: string }): Draft => ({
    shortname: kebab(overrides.name),
    category: 'online-slots',
    themes: [rng.pick(THEMES).shortname],
    features: ['free-spins'],
    release: new Date(now.getTime() - rng.int(60, 900) * DAY),
    jackpot: 0,
    jackpot_multiplier: null,
    synth: false,
    pre_release: false,
    lock: null,
    launch: 'ok',
    volatility: rng.next(),
    ...overrides,
  });

  // ---- edge cases -------------------------------------------------------------------------
  const p = (fusionProvider: string): string =>
    fusion ? fusionProvider : SINGLE_PROVIDER.shortname;
  if (fusion) {
    for (const provider of ['play-n-go', 'red-tiger']) {
      drafts.push(base({ name: 'Book of Shadows', provider, themes: ['halloween', 'adventure'] }));
    }
    for (const provider of ['pragmatic-play', 'big-time-gaming', 'netent']) {
      drafts.push(base({ name: 'Wolf Gold Rush', provider, themes: ['animals', 'western'] }));
    }
  }
  drafts.push(
    base({ name: 'Neon Synth Nights', provider: p('thunderkick'), synth: true, themes: ['space'] }),
    base({ name: 'Synth Cyber Fortune', provider: p('hacksaw-gaming'), synth: true }),
    base({
      name: 'Starlight Exclusive',
      provider: p('nolimit-city'),
      pre_release: true,
      release: new Date(now.getTime()),
    }),
    base({
      name: 'Aurora Vault',
      provider: p('push-gaming'),
      pre_release: true,
      release: new Date(now.getTime() - 2 * DAY),
    }),
    base({
      name: 'VIP Diamond Vault',
      provider: p('microgaming'),
      themes: ['gems'],
      lock: { lock_by: 'player_class', visible_event: null, target_date: null },
    }),
    base({
      name: 'Deposit Dragon Hoard',
      provider: p('quickspin'),
      themes: ['asian', 'fantasy'],
      lock: { lock_by: 'event', visible_event: 'deposit', target_date: null },
    }),
    base({
      name: 'Coming Soon Comet',
      provider: p('yggdrasil'),
      themes: ['space'],
      lock: {
        lock_by: 'event',
        visible_event: 'signup',
        target_date: isoDate(new Date(now.getTime() + 30 * DAY)),
      },
    }),
  );
  const jackpotDraft = (
    name: string,
    provider: string,
    jackpot: number,
    m: JackpotMultiplier | null,
  ) =>
    base({
      name,
      provider,
      jackpot,
      jackpot_multiplier: m,
      features: ['progressive', 'free-spins'],
    });
  drafts.push(
    jackpotDraft('Jackpot Steady Crown', p('netent'), 125_000.5, null),
    jackpotDraft('Jackpot Always Triple', p('red-tiger'), 42_000, {
      type: 'multiplier',
      multipliers: { value: 3 },
      schedule: null,
    }),
    jackpotDraft('Jackpot Flash Frenzy', p('play-n-go'), 88_888.88, {
      type: 'multiplier',
      multipliers: { value: 2 },
      schedule: {
        repeat_param: 'one_time',
        start_at: new Date(now.getTime() - 2 * DAY).toISOString(),
        end_at: new Date(now.getTime() + 30 * DAY).toISOString(),
      },
    }),
    jackpotDraft('Jackpot Faded Fortune', p('big-time-gaming'), 64_500, {
      type: 'multiplier',
      multipliers: { value: 2 },
      schedule: {
        repeat_param: 'one_time',
        start_at: new Date(now.getTime() - 30 * DAY).toISOString(),
        end_at: new Date(now.getTime() - 10 * DAY).toISOString(),
      },
    }),
    jackpotDraft('Jackpot Daily Double', p('pragmatic-play'), 23_750.25, {
      type: 'multiplier',
      multipliers: { value: 2 },
      schedule: { repeat_param: 'daily', start_time: '00:00', end_time: '23:59' },
    }),
    jackpotDraft('Jackpot Weekly Wheel', p('relax-gaming'), 310_000, {
      type: 'multiplier',
      multipliers: { value: 3 },
      schedule: {
        repeat_param: 'weekly',
        recurrence: [
          'weekly',
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        ],
      },
    }),
    jackpotDraft('Jackpot Boosted Bonanza', p('elk-studios'), 15_000, {
      type: 'boosted',
      multipliers: { value: 5000 },
      schedule: null,
    }),
    jackpotDraft('Jackpot Empty Pot', p('betsoft'), 0, null),
    base({ name: 'Mobile Only Mystic', provider: p('yggdrasil'), launch: 'mobile_only' }),
    base({ name: 'Broken Reel Relic', provider: p('quickspin'), launch: 'invalid_game' }),
  );
  if (fusion) {
    drafts.push(
      base({
        name: 'First Sportsbook',
        provider: SPORTSBOOK_PROVIDER.shortname,
        category: 'table-games',
        themes: [],
        features: [],
      }),
    );
  }
  for (const d of drafts) usedShortnames.add(d.shortname);

  // ---- generated games --------------------------------------------------------------------
  const pickCategory = (): string => {
    let r = rng.next();
    for (const [name, weight] of categoryWeights) {
      r -= weight;
      if (r < 0) return name;
    }
    return 'online-slots';
  };
  const uniqueName = (make: () => string): { name: string; shortname: string } => {
    let name = make();
    for (let attempt = 0; attempt < 12 && usedShortnames.has(kebab(name)); attempt++) name = make();
    const stem = name;
    for (let i = 0; usedShortnames.has(kebab(name)); i++) {
      name = i < ROMAN.length ? `${stem} ${ROMAN[i]}` : `${stem} ${i + 2}`;
    }
    const shortname = kebab(name);
    usedShortnames.add(shortname);
    return { name, shortname };
  };
  const featureNames = FEATURES.map((f) => f.shortname).filter((f) => f !== 'progressive');

  const generated = Math.max(0, total - drafts.length);
  for (let i = 0; i < generated; i++) {
    const category = pickCategory();
    const theme = rng.pick(THEMES);
    let name: { name: string; shortname: string };
    let provider: string;
    let features: string[] = [];
    let themes = [theme.shortname];
    if (category === 'online-slots') {
      name = uniqueName(() => {
        const core = `${rng.pick(ADJECTIVES)} ${rng.pick(theme.nouns)}`;
        return rng.chance(0.18) ? `${core} ${rng.pick(SLOT_SUFFIXES)}` : core;
      });
      provider = slotProvider();
      features = rng.sample(featureNames, rng.int(1, 3));
      if (name.name.includes('Megaways') && !features.includes('megaways'))
        features.push('megaways');
      if (rng.chance(0.35)) themes = [...new Set([theme.shortname, rng.pick(THEMES).shortname])];
    } else if (category === 'table-games') {
      name = uniqueName(() => `${rng.pick(TABLE_PREFIXES)} ${rng.pick(TABLE_GAMES)}`);
      provider = fusion
        ? rng.pick(providers.filter((x) => x.shortname !== 'evolution')).shortname
        : providers[0]!.shortname;
      themes = rng.chance(0.3) ? [theme.shortname] : [];
      features = rng.chance(0.2) ? ['multipliers'] : [];
    } else if (category === 'video-poker') {
      name = uniqueName(() => `${rng.pick(POKER_PREFIXES)} ${rng.pick(POKER_GAMES)}`);
      provider = fusion
        ? rng.pick(['betsoft', 'microgaming', 'netent', 'play-n-go'])
        : providers[0]!.shortname;
      themes = [];
      features = rng.chance(0.15) ? ['multipliers'] : [];
    } else if (category === 'live-dealer') {
      name = uniqueName(() => `Live ${rng.pick(ADJECTIVES)} ${rng.pick(LIVE_GAMES)}`);
      provider = rng.chance(0.7)
        ? 'evolution'
        : rng.pick(['pragmatic-play', 'netent', 'microgaming']);
      themes = [];
      features = rng.chance(0.4) ? ['multipliers'] : [];
    } else {
      name = uniqueName(
        () => `${rng.pick(ADJECTIVES)} ${theme.nouns[0]} ${rng.pick(SPECIALTY_GAMES)}`,
      );
      provider = providers[0]!.shortname;
      features = rng.chance(0.3) ? ['multipliers'] : [];
    }
    // release dates: a few very recent ones (the "new" group), the rest spread over 7 years
    const ageDays = rng.chance(0.05) ? rng.int(0, 45) : rng.int(46, 365 * 7);
    let jackpot = 0;
    let jackpot_multiplier: JackpotMultiplier | null = null;
    if (category === 'online-slots' && rng.chance(0.07)) {
      jackpot = money(rng, 1_000, 250_000);
      features = [...features.filter((f) => f !== 'progressive'), 'progressive'];
      if (rng.chance(0.15)) {
        jackpot_multiplier = rng.chance(0.5)
          ? {
              type: 'multiplier',
              multipliers: { value: rng.int(2, 3) },
              schedule: {
                repeat_param: 'daily',
                start_time: `${String(rng.int(0, 11)).padStart(2, '0')}:00`,
                end_time: `${String(rng.int(12, 23)).padStart(2, '0')}:59`,
              },
            }
          : {
              type: 'multiplier',
              multipliers: { value: 2 },
              schedule: {
                repeat_param: 'weekly',
                recurrence: [
                  'weekly',
                  rng.sample(
                    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
                    rng.int(1, 3),
                  ),
                ],
              },
            };
      }
    }
    drafts.push({
      name: name.name,
      shortname: name.shortname,
      category,
      provider,
      themes,
      features,
      release: new Date(now.getTime() - ageDays * DAY),
      jackpot,
      jackpot_multiplier,
      synth: !fusion && category === 'online-slots' && rng.chance(0.03),
      pre_release: false,
      lock: null,
      launch: 'ok',
      volatility: rng.next(),
    });
  }

  // ---- sub groups -------------------------------------------------------------------------
  const today = now.getTime();
  const subGroupsOf = (d: Draft, index: number): string[] => {
    const groups: string[] = [];
    const slot = d.category === 'online-slots';
    const r = rng.next();
    if (r < 0.1 || index < 3) groups.push('popular');
    if (slot && rng.chance(0.08)) groups.push('top-slots');
    if ((slot && d.themes.includes('fruits')) || rng.chance(0.05)) groups.push('classic');
    if (slot && d.volatility > 0.85) groups.push('high-volatility');
    if (today - d.release.getTime() <= 60 * DAY || d.pre_release) groups.push('new');
    if (rng.chance(0.03)) groups.push('featured');
    return groups;
  };
  const groupsPerDraft = drafts.map((d, i) => subGroupsOf(d, i));
  // exactly one game of the month: the first generated slot (or the first game)
  const gotm = drafts.findIndex(
    (d, i) => i >= 10 && d.category === 'online-slots' && d.lock === null,
  );
  groupsPerDraft[gotm >= 0 ? gotm : 0]?.push('game-of-the-month');
  const order = new Map<string, number>();
  const games: Game[] = drafts.map((d, i) => {
    const groups = groupsPerDraft[i] ?? [];
    const withSort: SubGroupSort[] = groups.map((g) => {
      const n = (order.get(g) ?? 0) + 1;
      order.set(g, n);
      return { name: g, order: n };
    });
    const synth_details: SynthDetails | null = d.synth
      ? {
          imgLoader: `/synth/${d.shortname}/loader.jpg`,
          imgReminder: `/synth/${d.shortname}/reminder.jpg`,
          linkReminder: '/promotions',
          imgPopup: `/synth/${d.shortname}/popup.jpg`,
          frwText: `Big wins keep coming in ${d.name}!`,
          frwTextSp: `¡Las grandes ganancias siguen llegando en ${d.name}!`,
        }
      : null;
    return {
      id: i + 1,
      name: d.name,
      display_name: d.name,
      shortname: d.shortname,
      category: d.category,
      jackpot: d.jackpot,
      jackpot_multiplier: d.jackpot_multiplier,
      themes: d.themes,
      features: d.features,
      provider: d.provider,
      release_date: isoDate(d.release),
      sub_groups: groups,
      sub_groups_with_sort: withSort,
      synth: d.synth ? 1 : 0,
      synth_details,
      pre_release: d.pre_release ? 1 : 0,
      game_lock: d.lock ? 1 : 0,
    };
  });

  const meta = new Map<number, GameMeta>();
  const byKey = new Map<string, Game>();
  games.forEach((g, i) => {
    const d = drafts[i]!;
    meta.set(g.id, { launch: d.launch, lock: d.lock });
    byKey.set(gameKey(g.shortname, g.provider), g);
  });

  const providerDefs = fusion ? [...FUSION_PROVIDERS, SPORTSBOOK_PROVIDER] : [SINGLE_PROVIDER];
  const usedCategories = new Set(games.map((g) => g.category));
  const categories = Object.entries(CATEGORY_NAMES)
    .filter(([shortname]) =>
      fusion ? shortname !== 'specialty-games' : shortname !== 'live-dealer',
    )
    .filter(([shortname]) => usedCategories.has(shortname) || total >= 50)
    .map(([shortname, name], i) => ({ id: i + 1, name, shortname }));
  const totalJackpot = games.reduce((sum, g) => sum + (g.jackpot > 0 ? g.jackpot : 0), 0);

  return {
    variant,
    seed,
    games,
    providers: providerDefs.map((d, i) => ({ id: i + 1, name: d.name, shortname: d.shortname })),
    themes: THEMES.map((t, i) => ({ id: i + 1, name: t.name, shortname: t.shortname })),
    features: FEATURES.map((f, i) => ({ id: i + 1, name: f.name, shortname: f.shortname })),
    categories,
    total_jackpot: Math.round(totalJackpot * 100) / 100,
    meta,
    byKey,
  };
}

/** Every sub group name the generator may use. */
export const SUB_GROUP_NAMES: readonly string[] = SUB_GROUPS;
