import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';

export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  message: string | string[];

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiPropertyOptional({
    description: 'Validation failures by field',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  fields?: Record<string, string[]>;

  @ApiPropertyOptional({ description: 'Given on 500 answers; the same id is in the server log' })
  requestId?: string;
}

/** Documents the error answers of a route, all with the one error body. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: STATUS_CODES[status], type: ErrorResponseDto }),
    ),
  );
