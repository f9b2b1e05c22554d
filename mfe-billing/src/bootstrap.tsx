import './i18n';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { mountStandalone } from '@qrpanel/web';
import { ROUTES } from './routes';

mountStandalone(ROUTES);
