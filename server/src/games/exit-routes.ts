// The exit page a game frame is sent to when the player leaves a game (games and web-play).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXIT_JS, renderExitPage } from './demo-pages';
import { staticFile } from './game-http';
import { pageLanguage } from '../i18n/page-language';
import { sendHtml } from '../http';

export function registerExitRoutes(app: FastifyInstance): void {
  app.get('/games/static/exit.js', staticFile('text/javascript; charset=utf-8', EXIT_JS));
  const exitPage = async (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml(reply, renderExitPage(pageLanguage(request)));
  app.get('/games/exit', exitPage);
  app.get('/webplay/exit', exitPage);
}
