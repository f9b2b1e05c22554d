import common from './common.json';
import form from './form.json';
import smart from './smart.json';
import details from './details.json';
import templates from './templates.json';
import analytics from './analytics.json';
import developers from './developers.json';
import domains from './domains.json';
import list from './list.json';
import page from './page.json';
import importPart from './import.json';

/** Loaded when the page is first shown in this language. */
export default {
  common,
  form,
  smart,
  details,
  templates,
  analytics,
  developers,
  domains,
  list,
  page,
  import: importPart,
};
