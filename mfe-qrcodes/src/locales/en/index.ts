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

/** The English catalog, bundled: one part per area of the remote, each its own file. */
export const en = {
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
