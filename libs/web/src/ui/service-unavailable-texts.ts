/** The outage banner's texts, apart from the banner so the first load does not carry it. */
export const SERVICE_UNAVAILABLE_TITLE = 'Service unavailable';
export const SERVICE_UNAVAILABLE_TEXT = 'The service is temporarily unavailable. Retrying…';
