import fp from 'fastify-plugin';
import { createOutgoingMail } from './outgoing-mail.ts';

/** Outgoing mail as `app.mail`, queued as jobs on the node's transport. */
export const mailModule = fp(
  async (app) => {
    app.decorate(
      'mail',
      createOutgoingMail({
        jobs: app.jobs,
        transport: app.mailTransport,
        codeIsOpen: (codeId) => app.authCodes.isOpen(codeId),
        host: new URL(app.config.publicUrl).hostname,
      }),
    );
  },
  { name: 'mail', dependencies: ['auth-codes'] },
);
