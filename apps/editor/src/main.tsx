import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readConfig } from './config';
import './editor.css';

const root = document.getElementById('editor-root');
if (root) createRoot(root).render(<App config={readConfig(document)} />);
