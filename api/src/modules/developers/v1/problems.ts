import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';

const PROBLEM = {
  'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetailsDto' } },
};

/** The headers every answer to a key carries. */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests a minute this key may make', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in this minute', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the minute ends', schema: { type: 'integer' } },
} as const;

/** Documents a route's error answers, each an application/problem+json. */
export const ApiProblems = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: STATUS_CODES[status],
        content: PROBLEM,
        ...(status === 429 || status === 503
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
      }),
    ),
  );

/** POST routes take an optional Idempotency-Key. */
export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Any 1 to 255 visible ASCII characters (a UUID, say). The same key within 24 hours answers the first result again (with Idempotent-Replayed: true) and makes nothing twice.',
    example: '6f1c2a9e-3b1d-4c8e-9a2f-7d5b0e4c1a33',
  });
