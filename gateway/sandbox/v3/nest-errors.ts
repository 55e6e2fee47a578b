// Nest's built-in HTTP exceptions as v3.24 sends them: `{message, error, statusCode}`, the error
// named after the status (recorded: 404 "Task not found", 403 "Forbidden resource", 409, 400).
import type { FastifyReply } from 'fastify';
import { sendJson } from '../wire.ts';

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** A NotFoundException('…') and the like: 404 `{"message":"…","error":"Not Found","statusCode":404}`. */
export function sendNestError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendJson(reply, { message, error: ERROR_NAMES[status] ?? 'Error', statusCode: status }, status);
}
