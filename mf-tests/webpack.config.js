import { createAppConfig } from '../tooling/webpack.app.js';

export default createAppConfig({ app: 'mf-tests', exposes: { './App': './src/App.tsx' } });
