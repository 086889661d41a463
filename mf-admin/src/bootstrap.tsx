import '@postulate/ui/tokens.css';
import { mountStandalone } from '@postulate/client/standalone';
import App from './App';

mountStandalone(App, { basePath: '/admin', home: '/admin/home' });
