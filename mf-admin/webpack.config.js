import { createAppConfig } from '../tooling/webpack.app.js';

export default createAppConfig({ app: 'mf-admin', exposes: { './App': './src/App.tsx' } });
