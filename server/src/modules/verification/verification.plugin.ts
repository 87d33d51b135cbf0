import fp from 'fastify-plugin';
import { devOutboxProvider, type MessageProvider } from './message-provider';
import { verificationRoutes } from './verification.routes';

/**
 * Captcha, SMS codes and (dev) outbox. Decorates `app.messageProvider` (the dev outbox by
 * default) for the session and member modules, which send codes and mails too.
 */
export const verificationPlugin = fp(
  async (app, opts: { provider?: MessageProvider }) => {
    app.decorate('messageProvider', opts.provider ?? devOutboxProvider);
    await app.register(verificationRoutes);
  },
  { name: 'verification', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    messageProvider: MessageProvider;
  }
}
