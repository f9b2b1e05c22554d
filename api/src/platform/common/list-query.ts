import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import {
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_SORTS,
  parsePaging,
  type FieldProblems,
  type ListName,
  type ListSort,
  type Page,
} from '@qrpanel/contracts';

/**
 * A query field checked by one of the contracts' list parsers: the parser reads the whole
 * query and names each wrong field with the values it allows, so the api, the web apps and
 * later readers of a list's filter refuse alike.
 */
export const CheckedBy = (parse: (query: Record<string, unknown>) => FieldProblems, field: string) =>
  ValidateBy({
    name: `list.${field}`,
    validator: {
      validate: (_value, args) => !parse(args?.object as Record<string, unknown>)[field],
      defaultMessage: (args) => parse(args?.object as Record<string, unknown>)[field] ?? '',
    },
  });

/** The paging fields of a list's query (page, limit, q, sort), checked against the list's columns. */
export function PageQueryDto(list: ListName) {
  const problems = (query: Record<string, unknown>) => parsePaging(list, query).problems;
  const { fields, default: byDefault } = LIST_SORTS[list];
  class PageQuery {
    @ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      description: 'From 1. With it the answer is { items, total, page, limit }; without it, every row.',
    })
    @CheckedBy(problems, 'page')
    page?: string;

    @ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      maximum: LIST_LIMIT_MAX,
      default: LIST_LIMIT_DEFAULT,
    })
    @CheckedBy(problems, 'limit')
    limit?: string;

    @ApiPropertyOptional({ description: 'Case-insensitive search' })
    @CheckedBy(problems, 'q')
    q?: string;

    @ApiPropertyOptional({
      description: `field:asc or field:desc; field one of ${fields.join(', ')}`,
      default: byDefault,
      example: byDefault,
    })
    @CheckedBy(problems, 'sort')
    sort?: string;
  }
  return PageQuery;
}

/** The checked paging of a query the validation pipe let through. */
export interface Paging {
  page?: number;
  limit: number;
  q?: string;
  sort: ListSort;
}

export function pagingOf(list: ListName, query: Record<string, unknown>): Paging {
  const { page, limit, q, sort } = parsePaging(list, query);
  return { page, limit, q, sort };
}

/** A page's rows, or every row as a plain array when no page was asked (clients from before pages). */
export function pageOrAll<T>(paging: Paging, items: T[], total: number): Page<T> | T[] {
  return paging.page === undefined ? items : { items, total, page: paging.page, limit: paging.limit };
}

/** OpenAPI: a page of a list, { items, total, page, limit }. */
export function pageSchema(model: string) {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'limit'],
    properties: {
      items: { type: 'array', items: { $ref: `#/components/schemas/${model}` } },
      total: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
    },
  };
}

/** OpenAPI: the answer of a list, a page when `page` is given, else the plain array. */
export function pageOrArraySchema(model: string) {
  return {
    oneOf: [{ type: 'array', items: { $ref: `#/components/schemas/${model}` } }, pageSchema(model)],
  };
}
