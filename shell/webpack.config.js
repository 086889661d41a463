import { createAppConfig } from '../tooling/webpack.app.js';

export default createAppConfig({ app: 'shell' });
