import { createRoot } from 'react-dom/client';
import '@postulate/ui/tokens.css';
import './features/layout/shell.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
