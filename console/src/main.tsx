import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { parseConfig } from './config.js';
import './styles.css';

/** The runtime configuration sits beside the page (the local server answers it; a deployment writes it to the bucket). */
async function loadConfig() {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`config.json could not be read (${response.status})`);
  return parseConfig(await response.json());
}

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
