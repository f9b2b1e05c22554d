/** Users on one page of User Management (read on the server). */
export const USERS_PAGE_SIZE = 10;
