// The controller's encrypted answers (docs/controller.md, envelope): never cached.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { encodeEnvelope } from '../crypto/encode-envelope';

export type EncryptedReply = (reply: FastifyReply, value: unknown) => FastifyReply;

export function encryptedReply(ctx: AppContext): EncryptedReply {
  return (reply, value) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(encodeEnvelope(value, ctx.settings.passphrase));
}
