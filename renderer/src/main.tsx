import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@fontsource-variable/inter/wght.css';
import './app/fonts.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootSession } from './app/session-boot';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void bootSession();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
