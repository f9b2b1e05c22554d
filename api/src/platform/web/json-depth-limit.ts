import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { MESSAGES } from '@qrpanel/contracts';

/** No request of this api nests deeper than a few levels; 32 leaves room and stops abuse. */
export const JSON_MAX_DEPTH = 32;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Passes a JSON body through unchanged while counting how deep its arrays and objects nest
 * (brackets inside strings do not count; multi-byte UTF-8 never contains these bytes).
 * A body nested deeper than the limit ends in a 400 once read, before anything parses it:
 * a megabyte of `[[[[` would otherwise cost the parser and the validation that follows.
 * The body is still read to its end (the body limit applies), so the answer is a clean 400.
 */
class JsonDepthGuard extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private tooDeep = false;

  constructor(private readonly maxDepth: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.tooDeep) this.scan(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.tooDeep ? Object.assign(new Error(MESSAGES.jsonTooDeep), { statusCode: 400 }) : null);
  }

  private scan(chunk: Buffer): void {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        this.depth += 1;
        if (this.depth > this.maxDepth) {
          this.tooDeep = true;
          return;
        }
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
        this.depth -= 1;
      }
    }
  }
}

/** A Fastify preParsing hook that holds every JSON body to `maxDepth` levels of nesting. */
export function jsonDepthLimit(maxDepth = JSON_MAX_DEPTH) {
  return async (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: NodeJS.ReadableStream,
  ): Promise<NodeJS.ReadableStream> => {
    if (!/json/i.test(request.headers['content-type'] ?? '')) return payload;
    // pipeline, not pipe: a request the client aborts ends the guard too.
    return pipeline(payload, new JsonDepthGuard(maxDepth), () => undefined);
  };
}
