import { PageQueryDto } from '../../../../platform/common/list-query';

/** GET /auth/users: paging, search on name or email, sort. */
export class ListUsersDto extends PageQueryDto('users') {}
