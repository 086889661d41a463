import { createAppConfig } from '../tooling/webpack.app.js';

export default createAppConfig({ app: 'mf-company', exposes: { './App': './src/App.tsx' } });
