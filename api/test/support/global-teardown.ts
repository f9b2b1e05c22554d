import { dropTemplate } from './schema-template';

export default dropTemplate;
