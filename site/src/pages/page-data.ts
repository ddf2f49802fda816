// What the shell's page needs to know about the request's casino, read through one asynchronous
// interface: in the server's own process from its context (in-process-page-data.ts), or by a site
// of its own from any controller over HTTP (../site/site-page-data.ts). The page code reads
// nothing else, so that it runs the same in front of either.
import type { FastifyRequest } from 'fastify';
import type { BootInfo, CasinoConfig, GamesPayload, Lang, Promo } from '@parlor/shared/types';

export interface PageData {
  /**
   * The boot info the page carries inline, as GET /api/boot answers it for the request (the
   * remotes at the addresses the visitor's browser loads them from, and whatever else the
   * controller adds beside the BootInfo).
   */
  boot(request: FastifyRequest): Promise<BootInfo>;
  /** The casino's config, as a guest's `getconfig` gives it. */
  config(request: FastifyRequest): Promise<CasinoConfig>;
  /** The catalogue, as `getgames` gives it (the pages read its games, categories and themes). */
  games(request: FastifyRequest): Promise<GamesPayload>;
  /** The custom promos of `getpromos` for the lobby (`target=ucc_lobby`), in `lang`. */
  homePromos(request: FastifyRequest, lang: Lang): Promise<Promo[]>;
  /**
   * Where the site itself reads the remotes' manifests and styles, by remote: never an address
   * the request names (`boot`: the request's boot info).
   */
  fileRemotes(request: FastifyRequest, boot: BootInfo): Promise<Record<string, string>>;
  /** The remotes whose files the site reads as it starts, so that its first pages carry them. */
  remotesAtStart(): Record<string, string>[];
  /** Whether the request is a player's: the page renders its first screen for guests only. */
  isPlayer(request: FastifyRequest): boolean;
  /**
   * A controller call the server's render of the first screen makes (what a guest's first screen
   * reads: @parlor/shared's firstScreenCall), answered as a guest's, whatever cookies the request
   * has. Without it, the render reads no answer and such a module renders its loading state.
   */
  guestCall?(
    request: FastifyRequest,
    call: { method: string; url: string; body: string },
  ): Promise<{ status: number; text: string }>;
}

/**
 * The casino's data could not be read (the controller is down, too slow, or answered something
 * refused): the page then goes out plain, and the shell boots itself and shows its boot error.
 */
export class PageDataUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PageDataUnavailable';
  }
}
