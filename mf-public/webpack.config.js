import { createAppConfig } from '../tooling/webpack.app.js';

export default createAppConfig({ app: 'mf-public', exposes: { './App': './src/App.tsx' } });
