import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { loadConfig } from './config.js';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <main className="centered">
        <h1>The console could not start</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    ),
);
