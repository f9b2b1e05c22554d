/**
 * The Spanish and German message catalogs (English is the message objects themselves).
 * Kept out of the main entry: the api loads them at start, a page only when it needs one.
 */
import de from './locales/messages.de.json';
import es from './locales/messages.es.json';
import type { MessageCatalogs } from './message-translator';

export const MESSAGE_CATALOGS: MessageCatalogs = { es, de };
