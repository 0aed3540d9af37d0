import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { settings } from './app/services';
import { loadCatalog } from './i18n/translator';
import 'virtual:vigil-styles.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first paint needs the current language's texts; the other catalog loads on switching.
void loadCatalog(settings.state.language).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
