import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES, REQUEST_HEADERS_MAX_KB, type ErrorBody } from '@qrpanel/contracts';

/** The most a request's head may hold, in bytes (Node's default, made explicit). */
export const MAX_HEADER_BYTES = REQUEST_HEADERS_MAX_KB * 1024;

/** How long a refused connection may go on sending before it is cut. */
const LINGER_MS = 2000;

/** Sockets already answered: Node's parser reports its error again for each later chunk. */
const answered = new WeakSet<Socket>();

/**
 * Answers a request Node's parser refused before any route saw it (a head past
 * MAX_HEADER_BYTES: 431; a head that is not HTTP: 400; one too slow to arrive: 408) with the
 * api's one error body, and closes its connection cleanly.
 *
 * Node's own answer destroys the socket right after writing it: with the rest of a large head
 * still unread, the kernel then resets the connection, and the client reads ECONNRESET instead
 * of the 431 (a 30 KB Accept-Language from Node's http client did so). Here the write side is
 * ended after the answer and the rest of the request is read and dropped, so the client gets
 * the answer; the socket is destroyed when the client closes, or after LINGER_MS. The body is
 * in English: the request's Accept-Language is among what could not be read.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || error.code === 'ECONNRESET' || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = refusalOf(error.code);
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({ statusCode: status, message, error: reason } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'cache-control: no-store\r\n' +
      'connection: close\r\n\r\n' +
      body,
  );
  socket.resume();
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  socket.once('end', () => socket.destroy());
}

function refusalOf(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: MESSAGES.headersTooLarge };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: MESSAGES.requestTimeout };
    default:
      return { status: 400, message: MESSAGES.requestMalformed };
  }
}
