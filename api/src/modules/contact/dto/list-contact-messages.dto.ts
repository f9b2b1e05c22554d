import { PageQueryDto } from '../../../platform/common/list-query';

/** GET /contact: paging, search on subject or sender, sort. */
export class ListContactMessagesDto extends PageQueryDto('messages') {}
