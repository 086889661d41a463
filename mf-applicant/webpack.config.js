import { createAppConfig } from '../tooling/webpack.app.js';

export default createAppConfig({ app: 'mf-applicant', exposes: { './App': './src/App.tsx' } });
