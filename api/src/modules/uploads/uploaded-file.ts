import '@fastify/multipart';
import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, MESSAGES, QR_MESSAGES } from '@qrpanel/contracts';

/**
 * The first file of a multipart/form-data request, read whole (the size limit is the
 * multipart plugin's), or null when the form has none.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer | null> {
  return (
    (await readNamedUpload(request, { bytes: LOGO_MAX_BYTES, message: QR_MESSAGES.logoTooLarge }))?.body ??
    null
  );
}

/** The first file of a multipart/form-data request with its name, at most `limit.bytes` (413 with its message past it). */
export async function readNamedUpload(
  request: FastifyRequest,
  limit: { bytes: number; message: string },
): Promise<{ body: Buffer; fileName: string } | null> {
  try {
    const part = await request.file({ limits: { fileSize: limit.bytes } });
    return part ? { body: await part.toBuffer(), fileName: part.filename } : null;
  } catch (error) {
    throw asClientError(error, limit.message);
  }
}

/**
 * Reading the body can only fail because of what the client sent. The multipart parser
 * (busboy) reports a missing boundary, a cut-off form or a broken part header as a plain
 * Error with no status: that is a 400, not a failure of ours.
 */
function asClientError(error: unknown, tooLarge: string): unknown {
  if (error instanceof HttpException) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new PayloadTooLargeException(tooLarge);
  }
  // The plugin's own errors (too many parts or fields, …) carry their 4xx status already.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new BadRequestException(MESSAGES.multipartMalformed);
}
