import { buildTemplate } from './schema-template';

/** Once per test run: the schema every suite's app starts from (schema-template.ts). */
export default buildTemplate;
