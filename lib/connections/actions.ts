'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { connectUi as m } from '@/lib/messages/places';
import { connectionAnswerSchema, connectionTargetSchema } from './schema';
import { answerConnection, removeConnection, requestConnection } from './service';

const revalidate = ['/connect', '/notifications'];

/** "Connect": ask someone to connect (or accept their waiting request). */
export const requestConnectionAction = defineAction(
  {
    name: 'connections.request',
    input: connectionTargetSchema,
    invalid: m.userNotFound,
    failure: m.failed,
    revalidate,
  },
  async ({ input, viewer }) => {
    const result = await requestConnection(db, viewer.id, input.userId);
    switch (result) {
      case 'notFound':
        return fail(m.userNotFound);
      case 'already':
        return fail(m.already);
      case 'alreadyRequested':
        return fail(m.alreadyRequested);
      case 'limited':
        return fail(m.requestLimit);
      case 'askedRecently':
        return fail(m.requestAgainLimit);
      case 'accepted':
        return ok(undefined, m.accepted);
      default:
        return ok(undefined, m.requested);
    }
  },
);

/** Accept or decline an incoming request. */
export const answerConnectionAction = defineAction(
  {
    name: 'connections.answer',
    input: connectionAnswerSchema,
    invalid: m.requestNotFound,
    failure: m.failed,
    revalidate,
  },
  async ({ input, viewer }) => {
    const result = await answerConnection(db, viewer.id, input.userId, input.accept);
    if (result === 'notFound') return fail(m.requestNotFound);
    return ok(undefined, result === 'accepted' ? m.accepted : m.declined);
  },
);

/** Remove a connection, or cancel a request the viewer sent. */
export const removeConnectionAction = defineAction(
  {
    name: 'connections.remove',
    input: connectionTargetSchema,
    invalid: m.userNotFound,
    failure: m.failed,
    revalidate,
  },
  async ({ input, viewer }) => {
    const result = await removeConnection(db, viewer.id, input.userId);
    if (result === 'notFound') return fail(m.userNotFound);
    return ok(undefined, result === 'removed' ? m.removed : m.cancelled);
  },
);
