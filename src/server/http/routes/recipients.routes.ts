import type { FastifyPluginAsync } from 'fastify';
import {
  RecipientIdParams,
  type RecipientListResponse,
  RecipientPayload,
  type RecipientResponse,
} from '../../../shared/schemas/recipients.js';
import type { AppContext } from '../../app-context.js';
import { can } from '../../policies/index.js';
import { presentRecipient } from '../../presenters/recipient.presenter.js';
import { createRecipient, getRecipient, listRecipients } from '../../services/recipients/recipient.service.js';
import { authorize } from '../actor.js';
import { notFound } from '../app-error.js';
import { parse } from '../parse.js';

/** Recipients (core-app.md 3): create with the spec's payload, list, read one. Another person's answers 404. */
export function recipientsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/recipients', async (request, reply): Promise<RecipientResponse> => {
      const actor = authorize(request, 'recipients:create')!;
      const payload = parse(RecipientPayload, request.body);
      const row = await createRecipient(ctx.db, actor.userId, payload, ctx.now());
      reply.code(201);
      return { recipient: presentRecipient(row) };
    });

    app.get('/recipients', async (request): Promise<RecipientListResponse> => {
      const actor = authorize(request, 'recipients:list')!;
      const rows = await listRecipients(ctx.db, actor.userId);
      return { recipients: rows.map(presentRecipient) };
    });

    app.get('/recipients/:id', async (request): Promise<RecipientResponse> => {
      authorize(request, 'recipients:list');
      const { id } = parse(RecipientIdParams, request.params);
      const row = await getRecipient(ctx.db, request.actor!.userId, id);
      if (!row || !can(request.actor, 'recipient:read', row)) throw notFound('Recipient not found.');
      return { recipient: presentRecipient(row) };
    });
  };
}
