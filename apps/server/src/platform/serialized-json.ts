import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised — a cached answer, checked against the route's response
 * schema when it was built. Fastify sends a string or bytes with a JSON content type as they are,
 * past the route's serializer; the route keeps its schema for the API documentation.
 */
export function sendSerializedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
