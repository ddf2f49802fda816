// Keywords every visit starts with: the casino's configuration (with the player, if any), the game
// catalogue, and the widgets list.
import type { ConfigResponse, Widget } from '@parlor/shared/types';
import { assetsOrigin, casinoConfig } from '../casinos/casinos';
import { serialisedGames } from '../catalogue/catalogue-store';
import type { AppContext } from '../context';
import { toPlayer } from '../db/players';
import type { KeywordMap } from './keyword';

export function sessionKeywords(ctx: AppContext): KeywordMap {
  return {
    getconfig: {
      methods: ['GET'],
      player: false,
      answer: 'encrypted',
      handle: ({ request, casino, hostname }): ConfigResponse => {
        const player = request.player();
        const body: ConfigResponse = {
          config: casinoConfig(casino, {
            hostname,
            assetsPort: ctx.settings.assetsPort,
            basePath: request.server.parlorBasePath,
          }),
          player: player ? toPlayer(ctx.db, player) : null,
        };
        return body;
      },
    },
    getgames: {
      methods: ['GET'],
      player: false,
      answer: 'plain',
      handle: ({ request, reply, catalogue, hostname }) => {
        const payload = serialisedGames(
          catalogue,
          assetsOrigin({ hostname, assetsPort: ctx.settings.assetsPort }),
        );
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('etag', payload.etag)
          .header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === payload.etag) return reply.status(304).send();
        const accept = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(payload.br());
        if (/\bgzip\b/.test(accept)) {
          return reply.header('content-encoding', 'gzip').send(payload.gzip());
        }
        return reply.send(payload.json);
      },
    },
    widgets: {
      methods: ['GET'],
      player: false,
      answer: 'encrypted',
      handle: ({ casino }): Widget[] => {
        const widgets: Widget[] = [
          { id: 'escapepod', kind: 'escapepodwidget', title: 'Escape Pod', link: '/promotions' },
          { id: 'crewpon', kind: 'crewponwidget', title: 'Crewpon', link: '/promotions' },
        ];
        if (!casino.fun_money_casino) {
          widgets.push({
            id: 'fortuneteller',
            kind: 'fortunetellerwidget',
            title: 'Fortune Teller',
            // a partner's site: the widget's link stays that site (opened in a new window)
            link: 'https://fortune.example/today',
          });
        }
        return widgets;
      },
    },
  };
}
